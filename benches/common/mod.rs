//! What every bench of this workspace shares: criterion's settings.

use std::time::Duration;

use criterion::Criterion;

/// 40 samples after 0.3 s of warm-up, 1.2 s of measurement each; the
/// command line may override them.
pub fn config() -> Criterion {
    Criterion::default()
        .warm_up_time(Duration::from_millis(300))
        .measurement_time(Duration::from_millis(1200))
        .sample_size(40)
        .configure_from_args()
}
