//! The strategies the suite tests, listed once: every spec of the geometry
//! catalogue generates each ([`suite_fills!`](crate::suite_fills)), and
//! [`under_test!`](crate::under_test) checks each against the reference.
//! A new strategy of the macro is tested everywhere by adding it here.

/// `bitfill::fills!` with every strategy of the macro added to the given
/// fields (which must not name `strategies`).
#[macro_export]
macro_rules! suite_fills {
    ($(#[$attribute:meta])* pub mod $module:ident { $($field:tt)* }) => {
        bitfill::fills! {
            $(#[$attribute])*
            pub mod $module {
                strategies: [kogge_stone, dumb7],
                $($field)*
            }
        }
    };
}

/// The strategy types of a module made by [`suite_fills!`](crate::suite_fills),
/// boxed for the harness.
#[macro_export]
macro_rules! suite_strategies {
    ($module:ident) => {
        vec![
            $crate::harness::Through::<$module::KoggeStone>::boxed(),
            $crate::harness::Through::<$module::Dumb7>::boxed(),
        ]
    };
}
