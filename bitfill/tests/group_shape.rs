//! `group_shape: auto` follows the target being compiled. CI runs this in
//! every build it tests (default, x86-64-v3, AVX-512, aarch64), the
//! cheapest test that tells them apart.

use bitfill::GroupShape;
use bitfill::chess;

/// `auto` picks the shape documented for the target, and says so in
/// `GROUP_SHAPE` and `Group::shape`: `split` on x86 without AVX2, `paired`
/// with AVX2 but not AVX-512, `fused` elsewhere.
#[test]
fn auto_group_shape_follows_the_target() {
    let x86 = cfg!(any(target_arch = "x86", target_arch = "x86_64"));
    let expected = if x86 && !cfg!(target_feature = "avx2") {
        GroupShape::Split
    } else if x86 && !cfg!(target_feature = "avx512f") {
        GroupShape::Paired
    } else {
        GroupShape::Fused
    };
    println!("group_shape: auto gives {:?} here", chess::GROUP_SHAPE);
    assert_eq!(chess::GROUP_SHAPE, expected);
    for group in chess::Group::ALL {
        assert_eq!(group.shape(), expected, "{group:?}");
    }
}
