// The expansion of `spec.rs` by the `fills!` macro, pretty-printed: the
// macro's snapshot `example_generated`. Regenerate with
// `BITFILL_BLESS=1 cargo test --test docs` after reviewing that snapshot.
/// A small board, expanded here on docs.rs: what `fills!` generates for
/// it, item by item.
pub mod example {
    /// A set of squares: the square on file `f` and rank `r` (both from 0) is bit `r * 8 + f`, little-endian rank-file: a1 is bit 0, h1 bit 7, h8 bit 63.
    pub type Bits = ::core::primitive::u64;
    /// This 8 x 8 board as a type, implementing `bitfill::Geometry`: its size, its sets of squares and their coordinates, for code generic over boards.
    #[derive(
        ::core::clone::Clone,
        ::core::marker::Copy,
        ::core::fmt::Debug,
        ::core::cmp::PartialEq,
        ::core::cmp::Eq,
        ::core::cmp::PartialOrd,
        ::core::cmp::Ord,
        ::core::hash::Hash
    )]
    pub struct Board;
    impl ::bitfill::__private::Geometry for Board {
        type Bits = Bits;
        const WIDTH: ::core::primitive::u32 = WIDTH;
        const HEIGHT: ::core::primitive::u32 = HEIGHT;
        const SQUARES: ::core::primitive::usize = SQUARES;
        const BOARD: Bits = BOARD;
    }
    /// Files of the board (its width).
    pub const WIDTH: ::core::primitive::u32 = 8;
    /// Ranks of the board (its height).
    pub const HEIGHT: ::core::primitive::u32 = 8;
    /// How many squares the board has: `WIDTH * HEIGHT`, 64. Squares are numbered `0..SQUARES` (the `usize` indices the tables and `between` take).
    pub const SQUARES: ::core::primitive::usize = 64;
    /// Every square of the board: `0xffff_ffff_ffff_ffff`.
    pub const BOARD: Bits = 0xffff_ffff_ffff_ffff;
    /// The squares of the board not in `occupied`: `BOARD & !occupied`, the complement within the board.
    #[inline]
    #[must_use]
    pub const fn empty(occupied: Bits) -> Bits {
        BOARD & !occupied
    }
    /// Bit shift of one step `north`: `<< 8` (positive shifts left, negative right). [`Direction::North`] sums up the direction.
    pub const NORTH_SHIFT: ::core::primitive::i32 = 8;
    /// Wrap mask of `north`: the squares a one-step move can land on, so that a shifted square never wraps around the board edge.
    ///
    /// ```text
    /// 8  1 1 1 1 1 1 1 1
    /// 7  1 1 1 1 1 1 1 1
    /// 6  1 1 1 1 1 1 1 1
    /// 5  1 1 1 1 1 1 1 1
    /// 4  1 1 1 1 1 1 1 1
    /// 3  1 1 1 1 1 1 1 1
    /// 2  1 1 1 1 1 1 1 1
    /// 1  . . . . . . . .
    ///    a b c d e f g h
    /// ```
    pub const NORTH_WRAP: Bits = 0xffff_ffff_ffff_ff00;
    /// `squares` moved one step `north`; squares that would leave the board are dropped.
    #[inline]
    #[must_use]
    pub const fn north_one(squares: Bits) -> Bits {
        squares << 8
    }
    /// Bit shift of one step `south`: `>> 8` (positive shifts left, negative right). [`Direction::South`] sums up the direction.
    pub const SOUTH_SHIFT: ::core::primitive::i32 = -8;
    /// Wrap mask of `south`: the squares a one-step move can land on, so that a shifted square never wraps around the board edge.
    ///
    /// ```text
    /// 8  . . . . . . . .
    /// 7  1 1 1 1 1 1 1 1
    /// 6  1 1 1 1 1 1 1 1
    /// 5  1 1 1 1 1 1 1 1
    /// 4  1 1 1 1 1 1 1 1
    /// 3  1 1 1 1 1 1 1 1
    /// 2  1 1 1 1 1 1 1 1
    /// 1  1 1 1 1 1 1 1 1
    ///    a b c d e f g h
    /// ```
    pub const SOUTH_WRAP: Bits = 0x00ff_ffff_ffff_ffff;
    /// `squares` moved one step `south`; squares that would leave the board are dropped.
    #[inline]
    #[must_use]
    pub const fn south_one(squares: Bits) -> Bits {
        squares >> 8
    }
    /// Bit shift of one step `east`: `<< 1` (positive shifts left, negative right). [`Direction::East`] sums up the direction.
    pub const EAST_SHIFT: ::core::primitive::i32 = 1;
    /// Wrap mask of `east`: the squares a one-step move can land on, so that a shifted square never wraps around the board edge.
    ///
    /// ```text
    /// 8  . 1 1 1 1 1 1 1
    /// 7  . 1 1 1 1 1 1 1
    /// 6  . 1 1 1 1 1 1 1
    /// 5  . 1 1 1 1 1 1 1
    /// 4  . 1 1 1 1 1 1 1
    /// 3  . 1 1 1 1 1 1 1
    /// 2  . 1 1 1 1 1 1 1
    /// 1  . 1 1 1 1 1 1 1
    ///    a b c d e f g h
    /// ```
    pub const EAST_WRAP: Bits = 0xfefe_fefe_fefe_fefe;
    /// `squares` moved one step `east`; squares that would leave the board are dropped.
    #[inline]
    #[must_use]
    pub const fn east_one(squares: Bits) -> Bits {
        (squares << 1) & 0xfefe_fefe_fefe_fefe
    }
    /// Bit shift of one step `west`: `>> 1` (positive shifts left, negative right). [`Direction::West`] sums up the direction.
    pub const WEST_SHIFT: ::core::primitive::i32 = -1;
    /// Wrap mask of `west`: the squares a one-step move can land on, so that a shifted square never wraps around the board edge.
    ///
    /// ```text
    /// 8  1 1 1 1 1 1 1 .
    /// 7  1 1 1 1 1 1 1 .
    /// 6  1 1 1 1 1 1 1 .
    /// 5  1 1 1 1 1 1 1 .
    /// 4  1 1 1 1 1 1 1 .
    /// 3  1 1 1 1 1 1 1 .
    /// 2  1 1 1 1 1 1 1 .
    /// 1  1 1 1 1 1 1 1 .
    ///    a b c d e f g h
    /// ```
    pub const WEST_WRAP: Bits = 0x7f7f_7f7f_7f7f_7f7f;
    /// `squares` moved one step `west`; squares that would leave the board are dropped.
    #[inline]
    #[must_use]
    pub const fn west_one(squares: Bits) -> Bits {
        (squares >> 1) & 0x7f7f_7f7f_7f7f_7f7f
    }
    /// The 4 directions of this 8 x 8 board, for code that picks a direction at run time.
    ///
    /// Each strategy module's `fill`, `occluded`, `attacks` and `xray` take one; with a constant direction they inline to the specialised function. `direction as usize` is its index in [`Direction::ALL`].
    #[derive(
        ::core::clone::Clone,
        ::core::marker::Copy,
        ::core::fmt::Debug,
        ::core::cmp::PartialEq,
        ::core::cmp::Eq,
        ::core::cmp::PartialOrd,
        ::core::cmp::Ord,
        ::core::hash::Hash
    )]
    pub enum Direction {
        /// `north` is the step (0, 1): shift `<< 8`, wrap mask `0xffff_ffff_ffff_ff00`, which the shift alone applies; rays of up to 7 steps.
        North,
        /// `south` is the step (0, -1): shift `>> 8`, wrap mask `0x00ff_ffff_ffff_ffff`, which the shift alone applies; rays of up to 7 steps.
        South,
        /// `east` is the step (1, 0): shift `<< 1`, wrap mask `0xfefe_fefe_fefe_fefe`; rays of up to 7 steps.
        East,
        /// `west` is the step (-1, 0): shift `>> 1`, wrap mask `0x7f7f_7f7f_7f7f_7f7f`; rays of up to 7 steps.
        West,
    }
    impl Direction {
        /// Every direction, in the order of the spec.
        pub const ALL: [Self; 4] = [Self::North, Self::South, Self::East, Self::West];
        /// The (file, rank) step of one move.
        #[inline]
        #[must_use]
        pub const fn step(self) -> (::core::primitive::i32, ::core::primitive::i32) {
            match self {
                Self::North => (0, 1),
                Self::South => (0, -1),
                Self::East => (1, 0),
                Self::West => (-1, 0),
            }
        }
        /// The bit shift of one step (positive shifts left, negative right).
        #[inline]
        #[must_use]
        pub const fn shift(self) -> ::core::primitive::i32 {
            match self {
                Self::North => 8,
                Self::South => -8,
                Self::East => 1,
                Self::West => -1,
            }
        }
        /// The wrap mask: the squares a one-step move can land on.
        #[inline]
        #[must_use]
        pub const fn wrap(self) -> Bits {
            match self {
                Self::North => 0xffff_ffff_ffff_ff00,
                Self::South => 0x00ff_ffff_ffff_ffff,
                Self::East => 0xfefe_fefe_fefe_fefe,
                Self::West => 0x7f7f_7f7f_7f7f_7f7f,
            }
        }
        /// Steps in the longest ray of this direction on the board.
        #[inline]
        #[must_use]
        pub const fn ray_length(self) -> ::core::primitive::u32 {
            match self {
                Self::North | Self::South | Self::East | Self::West => 7,
            }
        }
        /// The direction's name in the spec.
        #[inline]
        #[must_use]
        pub const fn name(self) -> &'static ::core::primitive::str {
            match self {
                Self::North => "north",
                Self::South => "south",
                Self::East => "east",
                Self::West => "west",
            }
        }
        /// `squares` moved one step in this direction; squares that would leave the board are dropped.
        #[inline]
        #[must_use]
        pub const fn one(self, squares: Bits) -> Bits {
            match self {
                Self::North => north_one(squares),
                Self::South => south_one(squares),
                Self::East => east_one(squares),
                Self::West => west_one(squares),
            }
        }
        /// The direction of the spec with the opposite step (confined to the same region, if either is), if the spec has one.
        #[inline]
        #[must_use]
        pub const fn opposite(self) -> ::core::option::Option<Self> {
            match self {
                Self::North => ::core::option::Option::Some(Self::South),
                Self::South => ::core::option::Option::Some(Self::North),
                Self::East => ::core::option::Option::Some(Self::West),
                Self::West => ::core::option::Option::Some(Self::East),
            }
        }
        /// The groups of the spec this direction belongs to, in spec order.
        #[inline]
        #[must_use]
        pub const fn groups(self) -> &'static [Group] {
            match self {
                Self::North | Self::South | Self::East | Self::West => &[Group::Rook],
            }
        }
        /// The squares from `square` in this direction to the edge of the board, `square` excluded: the attacks of a slider on an empty board. One table lookup.
        ///
        /// # Panics
        ///
        /// If `square` is not below [`SQUARES`].
        #[inline]
        #[must_use]
        pub const fn ray(self, square: ::core::primitive::usize) -> Bits {
            RAYS[self as ::core::primitive::usize][square]
        }
        /// The direction in which `to` lies from `from`: the one whose ray from `from` passes through `to`. When several do, as `(0, 1)` and `(0, 2)` both do for a square two ranks up, the one with the shortest step. `None` when no ray of the spec leads there, and when `from == to`.
        ///
        /// # Panics
        ///
        /// If `from` or `to` is not below [`SQUARES`].
        #[inline]
        #[must_use]
        pub const fn towards(
            from: ::core::primitive::usize,
            to: ::core::primitive::usize,
        ) -> ::core::option::Option<Self> {
            let row = TOWARDS[difference(from, to)] as ::core::primitive::usize;
            if row == NO_DIRECTION {
                ::core::option::Option::None
            } else {
                ::core::option::Option::Some(Self::ALL[row])
            }
        }
    }
    /// The groups of directions of the spec, as values.
    ///
    /// `group as usize` is its index in [`Group::ALL`].
    #[derive(
        ::core::clone::Clone,
        ::core::marker::Copy,
        ::core::fmt::Debug,
        ::core::cmp::PartialEq,
        ::core::cmp::Eq,
        ::core::cmp::PartialOrd,
        ::core::cmp::Ord,
        ::core::hash::Hash
    )]
    pub enum Group {
        /// `rook`: `north`, `south`, `east`, `west`.
        Rook,
    }
    /// The shape of the group functions on the target this code is
    /// compiled for: what `group_shape` names, or what `group_shape:
    /// auto` chose for this target. A group of one direction, or whose
    /// attacks have no pair of opposite directions, may have a simpler
    /// one: see [`Group::shape`].
    pub const GROUP_SHAPE: ::bitfill::__private::GroupShape = if ::core::cfg!(
        all(any(target_arch = "x86", target_arch = "x86_64"), not(target_feature =
        "avx2"))
    ) {
        ::bitfill::__private::GroupShape::Split
    } else if ::core::cfg!(
        all(any(target_arch = "x86", target_arch = "x86_64"), target_feature = "avx2",
        not(target_feature = "avx512f"))
    ) {
        ::bitfill::__private::GroupShape::Paired
    } else {
        ::bitfill::__private::GroupShape::Fused
    };
    /// The rays of each group from each square, on an empty board.
    static GROUP_RAYS: [[Bits; SQUARES]; 1] = [
        [
            0x0101_0101_0101_01fe, 0x0202_0202_0202_02fd, 0x0404_0404_0404_04fb,
            0x0808_0808_0808_08f7, 0x1010_1010_1010_10ef, 0x2020_2020_2020_20df,
            0x4040_4040_4040_40bf, 0x8080_8080_8080_807f, 0x0101_0101_0101_fe01,
            0x0202_0202_0202_fd02, 0x0404_0404_0404_fb04, 0x0808_0808_0808_f708,
            0x1010_1010_1010_ef10, 0x2020_2020_2020_df20, 0x4040_4040_4040_bf40,
            0x8080_8080_8080_7f80, 0x0101_0101_01fe_0101, 0x0202_0202_02fd_0202,
            0x0404_0404_04fb_0404, 0x0808_0808_08f7_0808, 0x1010_1010_10ef_1010,
            0x2020_2020_20df_2020, 0x4040_4040_40bf_4040, 0x8080_8080_807f_8080,
            0x0101_0101_fe01_0101, 0x0202_0202_fd02_0202, 0x0404_0404_fb04_0404,
            0x0808_0808_f708_0808, 0x1010_1010_ef10_1010, 0x2020_2020_df20_2020,
            0x4040_4040_bf40_4040, 0x8080_8080_7f80_8080, 0x0101_01fe_0101_0101,
            0x0202_02fd_0202_0202, 0x0404_04fb_0404_0404, 0x0808_08f7_0808_0808,
            0x1010_10ef_1010_1010, 0x2020_20df_2020_2020, 0x4040_40bf_4040_4040,
            0x8080_807f_8080_8080, 0x0101_fe01_0101_0101, 0x0202_fd02_0202_0202,
            0x0404_fb04_0404_0404, 0x0808_f708_0808_0808, 0x1010_ef10_1010_1010,
            0x2020_df20_2020_2020, 0x4040_bf40_4040_4040, 0x8080_7f80_8080_8080,
            0x01fe_0101_0101_0101, 0x02fd_0202_0202_0202, 0x04fb_0404_0404_0404,
            0x08f7_0808_0808_0808, 0x10ef_1010_1010_1010, 0x20df_2020_2020_2020,
            0x40bf_4040_4040_4040, 0x807f_8080_8080_8080, 0xfe01_0101_0101_0101,
            0xfd02_0202_0202_0202, 0xfb04_0404_0404_0404, 0xf708_0808_0808_0808,
            0xef10_1010_1010_1010, 0xdf20_2020_2020_2020, 0xbf40_4040_4040_4040,
            0x7f80_8080_8080_8080,
        ],
    ];
    impl Group {
        /// Every group, in the order of the spec.
        pub const ALL: [Self; 1] = [Self::Rook];
        /// The group's name in the spec.
        #[inline]
        #[must_use]
        pub const fn name(self) -> &'static ::core::primitive::str {
            match self {
                Self::Rook => "rook",
            }
        }
        /// The group's directions, each once, in the order they are first listed.
        #[inline]
        #[must_use]
        pub const fn directions(self) -> &'static [Direction] {
            match self {
                Self::Rook => {
                    &[
                        Direction::North,
                        Direction::South,
                        Direction::East,
                        Direction::West,
                    ]
                }
            }
        }
        /// Whether `direction` is one of the group's.
        #[inline]
        #[must_use]
        pub const fn contains(self, direction: Direction) -> ::core::primitive::bool {
            match self {
                Self::Rook => {
                    ::core::matches!(
                        direction, Direction::North | Direction::South | Direction::East
                        | Direction::West
                    )
                }
            }
        }
        /// The shape of the group's attacks functions on the target this
        /// code is compiled for (see [`GROUP_SHAPE`]).
        #[inline]
        #[must_use]
        pub const fn shape(self) -> ::bitfill::__private::GroupShape {
            match self {
                Self::Rook => {
                    if ::core::cfg!(
                        all(any(target_arch = "x86", target_arch = "x86_64"),
                        not(target_feature = "avx2"))
                    ) {
                        ::bitfill::__private::GroupShape::Split
                    } else if ::core::cfg!(
                        all(any(target_arch = "x86", target_arch = "x86_64"),
                        target_feature = "avx2", not(target_feature = "avx512f"))
                    ) {
                        ::bitfill::__private::GroupShape::Paired
                    } else {
                        ::bitfill::__private::GroupShape::Fused
                    }
                }
            }
        }
        /// The squares a slider of the group on `square` attacks on an
        /// empty board: the union of its directions' rays. One table
        /// lookup.
        ///
        /// # Panics
        ///
        /// If `square` is not below [`SQUARES`].
        #[inline]
        #[must_use]
        pub const fn rays(self, square: ::core::primitive::usize) -> Bits {
            GROUP_RAYS[self as ::core::primitive::usize][square]
        }
    }
    /// The squares of `set` as indices (`usize`, like the tables),
    /// lowest first; from the back, highest first.
    #[inline]
    #[must_use]
    pub const fn squares(set: Bits) -> ::bitfill::__private::Squares<Bits> {
        ::bitfill::__private::Squares(set)
    }
    /// The rays of each direction from each square; the last row is empty.
    static RAYS: [[Bits; SQUARES]; 5] = [
        [
            0x0101_0101_0101_0100, 0x0202_0202_0202_0200, 0x0404_0404_0404_0400,
            0x0808_0808_0808_0800, 0x1010_1010_1010_1000, 0x2020_2020_2020_2000,
            0x4040_4040_4040_4000, 0x8080_8080_8080_8000, 0x0101_0101_0101_0000,
            0x0202_0202_0202_0000, 0x0404_0404_0404_0000, 0x0808_0808_0808_0000,
            0x1010_1010_1010_0000, 0x2020_2020_2020_0000, 0x4040_4040_4040_0000,
            0x8080_8080_8080_0000, 0x0101_0101_0100_0000, 0x0202_0202_0200_0000,
            0x0404_0404_0400_0000, 0x0808_0808_0800_0000, 0x1010_1010_1000_0000,
            0x2020_2020_2000_0000, 0x4040_4040_4000_0000, 0x8080_8080_8000_0000,
            0x0101_0101_0000_0000, 0x0202_0202_0000_0000, 0x0404_0404_0000_0000,
            0x0808_0808_0000_0000, 0x1010_1010_0000_0000, 0x2020_2020_0000_0000,
            0x4040_4040_0000_0000, 0x8080_8080_0000_0000, 0x0101_0100_0000_0000,
            0x0202_0200_0000_0000, 0x0404_0400_0000_0000, 0x0808_0800_0000_0000,
            0x1010_1000_0000_0000, 0x2020_2000_0000_0000, 0x4040_4000_0000_0000,
            0x8080_8000_0000_0000, 0x0101_0000_0000_0000, 0x0202_0000_0000_0000,
            0x0404_0000_0000_0000, 0x0808_0000_0000_0000, 0x1010_0000_0000_0000,
            0x2020_0000_0000_0000, 0x4040_0000_0000_0000, 0x8080_0000_0000_0000,
            0x0100_0000_0000_0000, 0x0200_0000_0000_0000, 0x0400_0000_0000_0000,
            0x0800_0000_0000_0000, 0x1000_0000_0000_0000, 0x2000_0000_0000_0000,
            0x4000_0000_0000_0000, 0x8000_0000_0000_0000, 0x0000_0000_0000_0000,
            0x0000_0000_0000_0000, 0x0000_0000_0000_0000, 0x0000_0000_0000_0000,
            0x0000_0000_0000_0000, 0x0000_0000_0000_0000, 0x0000_0000_0000_0000,
            0x0000_0000_0000_0000,
        ],
        [
            0x0000_0000_0000_0000, 0x0000_0000_0000_0000, 0x0000_0000_0000_0000,
            0x0000_0000_0000_0000, 0x0000_0000_0000_0000, 0x0000_0000_0000_0000,
            0x0000_0000_0000_0000, 0x0000_0000_0000_0000, 0x0000_0000_0000_0001,
            0x0000_0000_0000_0002, 0x0000_0000_0000_0004, 0x0000_0000_0000_0008,
            0x0000_0000_0000_0010, 0x0000_0000_0000_0020, 0x0000_0000_0000_0040,
            0x0000_0000_0000_0080, 0x0000_0000_0000_0101, 0x0000_0000_0000_0202,
            0x0000_0000_0000_0404, 0x0000_0000_0000_0808, 0x0000_0000_0000_1010,
            0x0000_0000_0000_2020, 0x0000_0000_0000_4040, 0x0000_0000_0000_8080,
            0x0000_0000_0001_0101, 0x0000_0000_0002_0202, 0x0000_0000_0004_0404,
            0x0000_0000_0008_0808, 0x0000_0000_0010_1010, 0x0000_0000_0020_2020,
            0x0000_0000_0040_4040, 0x0000_0000_0080_8080, 0x0000_0000_0101_0101,
            0x0000_0000_0202_0202, 0x0000_0000_0404_0404, 0x0000_0000_0808_0808,
            0x0000_0000_1010_1010, 0x0000_0000_2020_2020, 0x0000_0000_4040_4040,
            0x0000_0000_8080_8080, 0x0000_0001_0101_0101, 0x0000_0002_0202_0202,
            0x0000_0004_0404_0404, 0x0000_0008_0808_0808, 0x0000_0010_1010_1010,
            0x0000_0020_2020_2020, 0x0000_0040_4040_4040, 0x0000_0080_8080_8080,
            0x0000_0101_0101_0101, 0x0000_0202_0202_0202, 0x0000_0404_0404_0404,
            0x0000_0808_0808_0808, 0x0000_1010_1010_1010, 0x0000_2020_2020_2020,
            0x0000_4040_4040_4040, 0x0000_8080_8080_8080, 0x0001_0101_0101_0101,
            0x0002_0202_0202_0202, 0x0004_0404_0404_0404, 0x0008_0808_0808_0808,
            0x0010_1010_1010_1010, 0x0020_2020_2020_2020, 0x0040_4040_4040_4040,
            0x0080_8080_8080_8080,
        ],
        [
            0x0000_0000_0000_00fe, 0x0000_0000_0000_00fc, 0x0000_0000_0000_00f8,
            0x0000_0000_0000_00f0, 0x0000_0000_0000_00e0, 0x0000_0000_0000_00c0,
            0x0000_0000_0000_0080, 0x0000_0000_0000_0000, 0x0000_0000_0000_fe00,
            0x0000_0000_0000_fc00, 0x0000_0000_0000_f800, 0x0000_0000_0000_f000,
            0x0000_0000_0000_e000, 0x0000_0000_0000_c000, 0x0000_0000_0000_8000,
            0x0000_0000_0000_0000, 0x0000_0000_00fe_0000, 0x0000_0000_00fc_0000,
            0x0000_0000_00f8_0000, 0x0000_0000_00f0_0000, 0x0000_0000_00e0_0000,
            0x0000_0000_00c0_0000, 0x0000_0000_0080_0000, 0x0000_0000_0000_0000,
            0x0000_0000_fe00_0000, 0x0000_0000_fc00_0000, 0x0000_0000_f800_0000,
            0x0000_0000_f000_0000, 0x0000_0000_e000_0000, 0x0000_0000_c000_0000,
            0x0000_0000_8000_0000, 0x0000_0000_0000_0000, 0x0000_00fe_0000_0000,
            0x0000_00fc_0000_0000, 0x0000_00f8_0000_0000, 0x0000_00f0_0000_0000,
            0x0000_00e0_0000_0000, 0x0000_00c0_0000_0000, 0x0000_0080_0000_0000,
            0x0000_0000_0000_0000, 0x0000_fe00_0000_0000, 0x0000_fc00_0000_0000,
            0x0000_f800_0000_0000, 0x0000_f000_0000_0000, 0x0000_e000_0000_0000,
            0x0000_c000_0000_0000, 0x0000_8000_0000_0000, 0x0000_0000_0000_0000,
            0x00fe_0000_0000_0000, 0x00fc_0000_0000_0000, 0x00f8_0000_0000_0000,
            0x00f0_0000_0000_0000, 0x00e0_0000_0000_0000, 0x00c0_0000_0000_0000,
            0x0080_0000_0000_0000, 0x0000_0000_0000_0000, 0xfe00_0000_0000_0000,
            0xfc00_0000_0000_0000, 0xf800_0000_0000_0000, 0xf000_0000_0000_0000,
            0xe000_0000_0000_0000, 0xc000_0000_0000_0000, 0x8000_0000_0000_0000,
            0x0000_0000_0000_0000,
        ],
        [
            0x0000_0000_0000_0000, 0x0000_0000_0000_0001, 0x0000_0000_0000_0003,
            0x0000_0000_0000_0007, 0x0000_0000_0000_000f, 0x0000_0000_0000_001f,
            0x0000_0000_0000_003f, 0x0000_0000_0000_007f, 0x0000_0000_0000_0000,
            0x0000_0000_0000_0100, 0x0000_0000_0000_0300, 0x0000_0000_0000_0700,
            0x0000_0000_0000_0f00, 0x0000_0000_0000_1f00, 0x0000_0000_0000_3f00,
            0x0000_0000_0000_7f00, 0x0000_0000_0000_0000, 0x0000_0000_0001_0000,
            0x0000_0000_0003_0000, 0x0000_0000_0007_0000, 0x0000_0000_000f_0000,
            0x0000_0000_001f_0000, 0x0000_0000_003f_0000, 0x0000_0000_007f_0000,
            0x0000_0000_0000_0000, 0x0000_0000_0100_0000, 0x0000_0000_0300_0000,
            0x0000_0000_0700_0000, 0x0000_0000_0f00_0000, 0x0000_0000_1f00_0000,
            0x0000_0000_3f00_0000, 0x0000_0000_7f00_0000, 0x0000_0000_0000_0000,
            0x0000_0001_0000_0000, 0x0000_0003_0000_0000, 0x0000_0007_0000_0000,
            0x0000_000f_0000_0000, 0x0000_001f_0000_0000, 0x0000_003f_0000_0000,
            0x0000_007f_0000_0000, 0x0000_0000_0000_0000, 0x0000_0100_0000_0000,
            0x0000_0300_0000_0000, 0x0000_0700_0000_0000, 0x0000_0f00_0000_0000,
            0x0000_1f00_0000_0000, 0x0000_3f00_0000_0000, 0x0000_7f00_0000_0000,
            0x0000_0000_0000_0000, 0x0001_0000_0000_0000, 0x0003_0000_0000_0000,
            0x0007_0000_0000_0000, 0x000f_0000_0000_0000, 0x001f_0000_0000_0000,
            0x003f_0000_0000_0000, 0x007f_0000_0000_0000, 0x0000_0000_0000_0000,
            0x0100_0000_0000_0000, 0x0300_0000_0000_0000, 0x0700_0000_0000_0000,
            0x0f00_0000_0000_0000, 0x1f00_0000_0000_0000, 0x3f00_0000_0000_0000,
            0x7f00_0000_0000_0000,
        ],
        [0; SQUARES],
    ];
    /// The line along each direction through each square; the last row is empty.
    static LINES: [[Bits; SQUARES]; 5] = [
        [
            0x0101_0101_0101_0101, 0x0202_0202_0202_0202, 0x0404_0404_0404_0404,
            0x0808_0808_0808_0808, 0x1010_1010_1010_1010, 0x2020_2020_2020_2020,
            0x4040_4040_4040_4040, 0x8080_8080_8080_8080, 0x0101_0101_0101_0101,
            0x0202_0202_0202_0202, 0x0404_0404_0404_0404, 0x0808_0808_0808_0808,
            0x1010_1010_1010_1010, 0x2020_2020_2020_2020, 0x4040_4040_4040_4040,
            0x8080_8080_8080_8080, 0x0101_0101_0101_0101, 0x0202_0202_0202_0202,
            0x0404_0404_0404_0404, 0x0808_0808_0808_0808, 0x1010_1010_1010_1010,
            0x2020_2020_2020_2020, 0x4040_4040_4040_4040, 0x8080_8080_8080_8080,
            0x0101_0101_0101_0101, 0x0202_0202_0202_0202, 0x0404_0404_0404_0404,
            0x0808_0808_0808_0808, 0x1010_1010_1010_1010, 0x2020_2020_2020_2020,
            0x4040_4040_4040_4040, 0x8080_8080_8080_8080, 0x0101_0101_0101_0101,
            0x0202_0202_0202_0202, 0x0404_0404_0404_0404, 0x0808_0808_0808_0808,
            0x1010_1010_1010_1010, 0x2020_2020_2020_2020, 0x4040_4040_4040_4040,
            0x8080_8080_8080_8080, 0x0101_0101_0101_0101, 0x0202_0202_0202_0202,
            0x0404_0404_0404_0404, 0x0808_0808_0808_0808, 0x1010_1010_1010_1010,
            0x2020_2020_2020_2020, 0x4040_4040_4040_4040, 0x8080_8080_8080_8080,
            0x0101_0101_0101_0101, 0x0202_0202_0202_0202, 0x0404_0404_0404_0404,
            0x0808_0808_0808_0808, 0x1010_1010_1010_1010, 0x2020_2020_2020_2020,
            0x4040_4040_4040_4040, 0x8080_8080_8080_8080, 0x0101_0101_0101_0101,
            0x0202_0202_0202_0202, 0x0404_0404_0404_0404, 0x0808_0808_0808_0808,
            0x1010_1010_1010_1010, 0x2020_2020_2020_2020, 0x4040_4040_4040_4040,
            0x8080_8080_8080_8080,
        ],
        [
            0x0101_0101_0101_0101, 0x0202_0202_0202_0202, 0x0404_0404_0404_0404,
            0x0808_0808_0808_0808, 0x1010_1010_1010_1010, 0x2020_2020_2020_2020,
            0x4040_4040_4040_4040, 0x8080_8080_8080_8080, 0x0101_0101_0101_0101,
            0x0202_0202_0202_0202, 0x0404_0404_0404_0404, 0x0808_0808_0808_0808,
            0x1010_1010_1010_1010, 0x2020_2020_2020_2020, 0x4040_4040_4040_4040,
            0x8080_8080_8080_8080, 0x0101_0101_0101_0101, 0x0202_0202_0202_0202,
            0x0404_0404_0404_0404, 0x0808_0808_0808_0808, 0x1010_1010_1010_1010,
            0x2020_2020_2020_2020, 0x4040_4040_4040_4040, 0x8080_8080_8080_8080,
            0x0101_0101_0101_0101, 0x0202_0202_0202_0202, 0x0404_0404_0404_0404,
            0x0808_0808_0808_0808, 0x1010_1010_1010_1010, 0x2020_2020_2020_2020,
            0x4040_4040_4040_4040, 0x8080_8080_8080_8080, 0x0101_0101_0101_0101,
            0x0202_0202_0202_0202, 0x0404_0404_0404_0404, 0x0808_0808_0808_0808,
            0x1010_1010_1010_1010, 0x2020_2020_2020_2020, 0x4040_4040_4040_4040,
            0x8080_8080_8080_8080, 0x0101_0101_0101_0101, 0x0202_0202_0202_0202,
            0x0404_0404_0404_0404, 0x0808_0808_0808_0808, 0x1010_1010_1010_1010,
            0x2020_2020_2020_2020, 0x4040_4040_4040_4040, 0x8080_8080_8080_8080,
            0x0101_0101_0101_0101, 0x0202_0202_0202_0202, 0x0404_0404_0404_0404,
            0x0808_0808_0808_0808, 0x1010_1010_1010_1010, 0x2020_2020_2020_2020,
            0x4040_4040_4040_4040, 0x8080_8080_8080_8080, 0x0101_0101_0101_0101,
            0x0202_0202_0202_0202, 0x0404_0404_0404_0404, 0x0808_0808_0808_0808,
            0x1010_1010_1010_1010, 0x2020_2020_2020_2020, 0x4040_4040_4040_4040,
            0x8080_8080_8080_8080,
        ],
        [
            0x0000_0000_0000_00ff, 0x0000_0000_0000_00ff, 0x0000_0000_0000_00ff,
            0x0000_0000_0000_00ff, 0x0000_0000_0000_00ff, 0x0000_0000_0000_00ff,
            0x0000_0000_0000_00ff, 0x0000_0000_0000_00ff, 0x0000_0000_0000_ff00,
            0x0000_0000_0000_ff00, 0x0000_0000_0000_ff00, 0x0000_0000_0000_ff00,
            0x0000_0000_0000_ff00, 0x0000_0000_0000_ff00, 0x0000_0000_0000_ff00,
            0x0000_0000_0000_ff00, 0x0000_0000_00ff_0000, 0x0000_0000_00ff_0000,
            0x0000_0000_00ff_0000, 0x0000_0000_00ff_0000, 0x0000_0000_00ff_0000,
            0x0000_0000_00ff_0000, 0x0000_0000_00ff_0000, 0x0000_0000_00ff_0000,
            0x0000_0000_ff00_0000, 0x0000_0000_ff00_0000, 0x0000_0000_ff00_0000,
            0x0000_0000_ff00_0000, 0x0000_0000_ff00_0000, 0x0000_0000_ff00_0000,
            0x0000_0000_ff00_0000, 0x0000_0000_ff00_0000, 0x0000_00ff_0000_0000,
            0x0000_00ff_0000_0000, 0x0000_00ff_0000_0000, 0x0000_00ff_0000_0000,
            0x0000_00ff_0000_0000, 0x0000_00ff_0000_0000, 0x0000_00ff_0000_0000,
            0x0000_00ff_0000_0000, 0x0000_ff00_0000_0000, 0x0000_ff00_0000_0000,
            0x0000_ff00_0000_0000, 0x0000_ff00_0000_0000, 0x0000_ff00_0000_0000,
            0x0000_ff00_0000_0000, 0x0000_ff00_0000_0000, 0x0000_ff00_0000_0000,
            0x00ff_0000_0000_0000, 0x00ff_0000_0000_0000, 0x00ff_0000_0000_0000,
            0x00ff_0000_0000_0000, 0x00ff_0000_0000_0000, 0x00ff_0000_0000_0000,
            0x00ff_0000_0000_0000, 0x00ff_0000_0000_0000, 0xff00_0000_0000_0000,
            0xff00_0000_0000_0000, 0xff00_0000_0000_0000, 0xff00_0000_0000_0000,
            0xff00_0000_0000_0000, 0xff00_0000_0000_0000, 0xff00_0000_0000_0000,
            0xff00_0000_0000_0000,
        ],
        [
            0x0000_0000_0000_00ff, 0x0000_0000_0000_00ff, 0x0000_0000_0000_00ff,
            0x0000_0000_0000_00ff, 0x0000_0000_0000_00ff, 0x0000_0000_0000_00ff,
            0x0000_0000_0000_00ff, 0x0000_0000_0000_00ff, 0x0000_0000_0000_ff00,
            0x0000_0000_0000_ff00, 0x0000_0000_0000_ff00, 0x0000_0000_0000_ff00,
            0x0000_0000_0000_ff00, 0x0000_0000_0000_ff00, 0x0000_0000_0000_ff00,
            0x0000_0000_0000_ff00, 0x0000_0000_00ff_0000, 0x0000_0000_00ff_0000,
            0x0000_0000_00ff_0000, 0x0000_0000_00ff_0000, 0x0000_0000_00ff_0000,
            0x0000_0000_00ff_0000, 0x0000_0000_00ff_0000, 0x0000_0000_00ff_0000,
            0x0000_0000_ff00_0000, 0x0000_0000_ff00_0000, 0x0000_0000_ff00_0000,
            0x0000_0000_ff00_0000, 0x0000_0000_ff00_0000, 0x0000_0000_ff00_0000,
            0x0000_0000_ff00_0000, 0x0000_0000_ff00_0000, 0x0000_00ff_0000_0000,
            0x0000_00ff_0000_0000, 0x0000_00ff_0000_0000, 0x0000_00ff_0000_0000,
            0x0000_00ff_0000_0000, 0x0000_00ff_0000_0000, 0x0000_00ff_0000_0000,
            0x0000_00ff_0000_0000, 0x0000_ff00_0000_0000, 0x0000_ff00_0000_0000,
            0x0000_ff00_0000_0000, 0x0000_ff00_0000_0000, 0x0000_ff00_0000_0000,
            0x0000_ff00_0000_0000, 0x0000_ff00_0000_0000, 0x0000_ff00_0000_0000,
            0x00ff_0000_0000_0000, 0x00ff_0000_0000_0000, 0x00ff_0000_0000_0000,
            0x00ff_0000_0000_0000, 0x00ff_0000_0000_0000, 0x00ff_0000_0000_0000,
            0x00ff_0000_0000_0000, 0x00ff_0000_0000_0000, 0xff00_0000_0000_0000,
            0xff00_0000_0000_0000, 0xff00_0000_0000_0000, 0xff00_0000_0000_0000,
            0xff00_0000_0000_0000, 0xff00_0000_0000_0000, 0xff00_0000_0000_0000,
            0xff00_0000_0000_0000,
        ],
        [0; SQUARES],
    ];
    /// The row of `RAYS` of the direction parallel to a square
    /// difference (see `difference`), or the empty row.
    static ALIGNMENT: [::core::primitive::u8; 225] = [
        4, 4, 4, 4, 4, 4, 4, 0, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 0, 4, 4, 4, 4,
        4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 0, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 0, 4,
        4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 0, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4,
        4, 0, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 0, 4, 4, 4, 4, 4, 4, 4, 2, 2, 2,
        2, 2, 2, 2, 4, 2, 2, 2, 2, 2, 2, 2, 4, 4, 4, 4, 4, 4, 4, 0, 4, 4, 4, 4, 4, 4, 4,
        4, 4, 4, 4, 4, 4, 4, 0, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 0, 4, 4, 4, 4,
        4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 0, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 0, 4,
        4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 0, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4,
        4, 0, 4, 4, 4, 4, 4, 4, 4,
    ];
    /// The row of `RAYS` of the direction pointing along a square
    /// difference, or the empty row.
    static TOWARDS: [::core::primitive::u8; 225] = [
        4, 4, 4, 4, 4, 4, 4, 1, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 1, 4, 4, 4, 4,
        4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 1, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 1, 4,
        4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 1, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4,
        4, 1, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 1, 4, 4, 4, 4, 4, 4, 4, 3, 3, 3,
        3, 3, 3, 3, 4, 2, 2, 2, 2, 2, 2, 2, 4, 4, 4, 4, 4, 4, 4, 0, 4, 4, 4, 4, 4, 4, 4,
        4, 4, 4, 4, 4, 4, 4, 0, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 0, 4, 4, 4, 4,
        4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 0, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 0, 4,
        4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 0, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4,
        4, 0, 4, 4, 4, 4, 4, 4, 4,
    ];
    /// The empty row of `RAYS` and `LINES`.
    const NO_DIRECTION: ::core::primitive::usize = 4;
    /// The index of the difference `b - a` (in files and ranks) in
    /// `ALIGNMENT` and `TOWARDS`.
    #[inline]
    const fn difference(
        a: ::core::primitive::usize,
        b: ::core::primitive::usize,
    ) -> ::core::primitive::usize {
        ::core::assert!(
            a < SQUARES && b < SQUARES, "a square index is not below SQUARES"
        );
        (b / 8 + 7 - a / 8) * 15 + b % 8 + 7 - a % 8
    }
    /// The row of `RAYS` and `LINES` that `between` and `line` use.
    #[inline]
    const fn alignment(
        a: ::core::primitive::usize,
        b: ::core::primitive::usize,
    ) -> ::core::primitive::usize {
        ALIGNMENT[difference(a, b)] as ::core::primitive::usize
    }
    #[inline]
    const fn between_by_rays(
        a: ::core::primitive::usize,
        b: ::core::primitive::usize,
    ) -> Bits {
        let row = alignment(a, b);
        (RAYS[row][a] ^ RAYS[row][b]) & !((1 << a) | (1 << b))
    }
    #[inline]
    const fn line_by_rays(
        a: ::core::primitive::usize,
        b: ::core::primitive::usize,
    ) -> Bits {
        LINES[alignment(a, b)][a]
    }
    /// The squares strictly between `a` and `b`, when both lie on one ray of a direction of the spec (either way round); otherwise, and when `a == b`, none.
    ///
    /// When several directions of the spec fit, as `(0, 1)` and `(0, 2)` both fit a difference of two ranks, the one with the shortest step counts. Nightrider steps count like any other: on 8 x 8 the only square between a1 and c5 along `(1, 2)` is b3, if the spec has that direction.
    ///
    /// `O(1)`: two lookups in a table of rays and one in a table of square differences.
    ///
    /// # Panics
    ///
    /// If `a` or `b` is not below [`SQUARES`].
    #[inline]
    #[must_use]
    pub const fn between(
        a: ::core::primitive::usize,
        b: ::core::primitive::usize,
    ) -> Bits {
        between_by_rays(a, b)
    }
    /// The whole line through `a` and `b`, edge to edge, both included, along the direction [`between`] uses; none when they are not aligned or `a == b`.
    ///
    /// `O(1)`: two lookups in a table of rays and one in a table of square differences.
    ///
    /// # Panics
    ///
    /// If `a` or `b` is not below [`SQUARES`].
    #[inline]
    #[must_use]
    pub const fn line(a: ::core::primitive::usize, b: ::core::primitive::usize) -> Bits {
        line_by_rays(a, b)
    }
    /// Whether `a` and `b` lie on one line of a direction of the spec (`a != b`). Whether a third square `c` lies on that line too is `line(a, b) & 1 << c != 0`.
    ///
    /// # Panics
    ///
    /// If `a` or `b` is not below [`SQUARES`].
    #[inline]
    #[must_use]
    pub const fn aligned(
        a: ::core::primitive::usize,
        b: ::core::primitive::usize,
    ) -> ::core::primitive::bool {
        alignment(a, b) != NO_DIRECTION
    }
    /// `knight` attacks: every square attacked by a `knight` on any square of `pieces`.
    ///
    /// Set-wise, any number of pieces at once: one clipped shift per offset, the clip masks folded to literals:
    ///
    /// - (1, 2): `<< 17`, then `& 0xfefe_fefe_fefe_fefe`
    /// - (2, 1): `<< 10`, then `& 0xfcfc_fcfc_fcfc_fcfc`
    /// - (2, -1): `>> 6`, then `& 0xfcfc_fcfc_fcfc_fcfc`
    /// - (1, -2): `>> 15`, then `& 0xfefe_fefe_fefe_fefe`
    /// - (-1, -2): `>> 17`, then `& 0x7f7f_7f7f_7f7f_7f7f`
    /// - (-2, -1): `>> 10`, then `& 0x3f3f_3f3f_3f3f_3f3f`
    /// - (-2, 1): `<< 6`, then `& 0x3f3f_3f3f_3f3f_3f3f`
    /// - (-1, 2): `<< 15`, then `& 0x7f7f_7f7f_7f7f_7f7f`
    #[inline]
    #[must_use]
    pub const fn knight_attacks(pieces: Bits) -> Bits {
        ((pieces << 17) & 0xfefe_fefe_fefe_fefe)
            | ((pieces << 10) & 0xfcfc_fcfc_fcfc_fcfc)
            | ((pieces >> 6) & 0xfcfc_fcfc_fcfc_fcfc)
            | ((pieces >> 15) & 0xfefe_fefe_fefe_fefe)
            | ((pieces >> 17) & 0x7f7f_7f7f_7f7f_7f7f)
            | ((pieces >> 10) & 0x3f3f_3f3f_3f3f_3f3f)
            | ((pieces << 6) & 0x3f3f_3f3f_3f3f_3f3f)
            | ((pieces << 15) & 0x7f7f_7f7f_7f7f_7f7f)
    }
    /// `KNIGHT_ATTACKS[square]`: the squares a `knight` on `square` attacks, computed in const context from [`knight_attacks`].
    ///
    /// From d4:
    ///
    /// ```text
    /// 8  . . . . . . . .
    /// 7  . . . . . . . .
    /// 6  . . 1 . 1 . . .
    /// 5  . 1 . . . 1 . .
    /// 4  . . . . . . . .
    /// 3  . 1 . . . 1 . .
    /// 2  . . 1 . 1 . . .
    /// 1  . . . . . . . .
    ///    a b c d e f g h
    /// ```
    pub static KNIGHT_ATTACKS: [Bits; 64] = {
        let mut attacks: [Bits; 64] = [0; 64];
        let mut square: ::core::primitive::usize = 0;
        while square < 64 {
            attacks[square] = knight_attacks(1 << square);
            square += 1;
        }
        attacks
    };
    /// Region `back_rank`: 8 squares.
    ///
    /// ```text
    /// 8  . . . . . . . .
    /// 7  . . . . . . . .
    /// 6  . . . . . . . .
    /// 5  . . . . . . . .
    /// 4  . . . . . . . .
    /// 3  . . . . . . . .
    /// 2  . . . . . . . .
    /// 1  1 1 1 1 1 1 1 1
    ///    a b c d e f g h
    /// ```
    pub const BACK_RANK: Bits = 0x0000_0000_0000_00ff;
    /// The ranks, from the first: `RANKS[r]` is every square of rank `r + 1` (row `r`), `RANKS[0]` `0x0000_0000_0000_00ff`. [`Side::rank`] counts them from a side.
    pub const RANKS: [Bits; 8] = [
        0x0000_0000_0000_00ff, 0x0000_0000_0000_ff00, 0x0000_0000_00ff_0000,
        0x0000_0000_ff00_0000, 0x0000_00ff_0000_0000, 0x0000_ff00_0000_0000,
        0x00ff_0000_0000_0000, 0xff00_0000_0000_0000,
    ];
    /// The files, from the first: `FILES[f]` is every square of file `f` (the `a`-file first), `FILES[0]` `0x0101_0101_0101_0101`.
    pub const FILES: [Bits; 8] = [
        0x0101_0101_0101_0101, 0x0202_0202_0202_0202, 0x0404_0404_0404_0404,
        0x0808_0808_0808_0808, 0x1010_1010_1010_1010, 0x2020_2020_2020_2020,
        0x4040_4040_4040_4040, 0x8080_8080_8080_8080,
    ];
    /// The two sides (players) of the board: `White` moves first, forward being north (rank + 1), and `Black`'s forward is south. A Betza piece with a direction of travel (`f`, `b`, `l`, `r`) moves as its notation is written for `White` and turned half a turn for `Black`, as Fairy-Stockfish reads it.
    ///
    /// `side as usize` is its index in [`Side::ALL`], for tables by side.
    #[derive(
        ::core::clone::Clone,
        ::core::marker::Copy,
        ::core::fmt::Debug,
        ::core::cmp::PartialEq,
        ::core::cmp::Eq,
        ::core::cmp::PartialOrd,
        ::core::cmp::Ord,
        ::core::hash::Hash
    )]
    pub enum Side {
        /// The side whose forward is north (rank + 1): `white` in the spec.
        White,
        /// The side whose forward is south (rank - 1): `black` in the spec.
        Black,
    }
    impl Side {
        /// Both sides, the first first.
        pub const ALL: [Side; 2] = [Side::White, Side::Black];
        /// 0 for the first side, 1 for the second: the index of tables
        /// by side.
        #[inline]
        #[must_use]
        pub const fn index(self) -> ::core::primitive::usize {
            self as ::core::primitive::usize
        }
        /// The other side.
        #[inline]
        #[must_use]
        pub const fn opponent(self) -> Side {
            match self {
                Side::White => Side::Black,
                Side::Black => Side::White,
            }
        }
        /// The side's name in the spec.
        #[inline]
        #[must_use]
        pub const fn name(self) -> &'static ::core::primitive::str {
            match self {
                Side::White => "white",
                Side::Black => "black",
            }
        }
        /// Rank `n` of the board from this side, counted from 0: its
        /// own first rank for 0 (rank 1 for the first side, the last
        /// rank for the second), its last rank for `HEIGHT - 1`.
        ///
        /// # Panics
        ///
        /// If `n` is not below `HEIGHT`.
        #[inline]
        #[must_use]
        pub const fn rank(self, n: ::core::primitive::usize) -> Bits {
            match self {
                Side::White => RANKS[n],
                Side::Black => RANKS[HEIGHT as ::core::primitive::usize - 1 - n],
            }
        }
        /// The last `count` ranks ahead of this side, the farthest
        /// from its own first rank: its promotion zone of that depth.
        /// None for 0, the whole board for `HEIGHT` or more.
        #[inline]
        #[must_use]
        pub const fn last_ranks(self, count: ::core::primitive::usize) -> Bits {
            let mut union = 0;
            let mut n = HEIGHT as ::core::primitive::usize;
            while n > 0 && HEIGHT as ::core::primitive::usize - n < count {
                n -= 1;
                union = union | Side::rank(self, n);
            }
            union
        }
        /// The rank of `square` from this side, counted from 0, as
        /// [`Side::rank`] numbers them.
        ///
        /// # Panics
        ///
        /// If `square` is not below `SQUARES`.
        #[inline]
        #[must_use]
        pub const fn relative_rank(
            self,
            square: ::core::primitive::usize,
        ) -> ::core::primitive::usize {
            ::core::assert!(square < SQUARES, "a square index is not below SQUARES");
            let n = square / WIDTH as ::core::primitive::usize;
            match self {
                Side::White => n,
                Side::Black => HEIGHT as ::core::primitive::usize - 1 - n,
            }
        }
        /// `squares` one rank forward, towards the other side's first
        /// rank (north for the first side); what leaves the board drops.
        #[inline]
        #[must_use]
        pub const fn forward(self, squares: Bits) -> Bits {
            match self {
                Side::White => squares << 8,
                Side::Black => squares >> 8,
            }
        }
        /// `squares` one rank back, towards this side's first rank;
        /// what leaves the board drops.
        #[inline]
        #[must_use]
        pub const fn backward(self, squares: Bits) -> Bits {
            match self {
                Side::White => squares >> 8,
                Side::Black => squares << 8,
            }
        }
    }
    /// The pieces of the spec's `pieces`, each given by its Betza string: their `moves` and `captures` chosen at run time (each strategy module's `moves` and `captures`).
    #[derive(
        ::core::clone::Clone,
        ::core::marker::Copy,
        ::core::fmt::Debug,
        ::core::cmp::PartialEq,
        ::core::cmp::Eq,
        ::core::cmp::PartialOrd,
        ::core::cmp::Ord,
        ::core::hash::Hash
    )]
    pub enum Piece {
        /// `cannon`: Betza `mRcpR`.
        Cannon,
    }
    impl Piece {
        /// Every piece, in the spec's order.
        pub const ALL: [Piece; 1usize] = [Piece::Cannon];
        /// How many pieces the spec has: the length of tables by
        /// piece, such as the `pieces` of the lookups' `attackers`.
        pub const COUNT: ::core::primitive::usize = 1usize;
        /// The piece's name in the spec.
        #[must_use]
        pub const fn name(self) -> &'static ::core::primitive::str {
            match self {
                Self::Cannon => "cannon",
            }
        }
        /// The piece's Betza string, as the spec gives it.
        #[must_use]
        pub const fn betza(self) -> &'static ::core::primitive::str {
            match self {
                Self::Cannon => "mRcpR",
            }
        }
        /// Whether Black's piece moves otherwise than White's (a direction of travel, as in `fW`): then its own functions take a [`Side`].
        #[must_use]
        pub const fn is_sided(self) -> ::core::primitive::bool {
            match self {
                Self::Cannon => false,
            }
        }
    }
    /// Every sliding function of this board, as a trait: code generic over `S: Sliders` is written once and runs with each strategy the spec lists ([`KoggeStone`]), monomorphised, so the choice costs nothing at run time.
    ///
    /// An x-ray (`*_xray`) is, for one slider, the textbook's x-ray (`xrayRookAttacks` for one ray), and for a set of sliders standing on occupied squares not in `blockers`, the union of their x-rays. Typical use: with `sliders` the king and `blockers` its own pieces, the enemy sliders in the x-ray pin a piece.
    ///
    /// The methods forward to the functions of the modules, with the same names, and compile to the same instructions. They are not `const` themselves: calling trait methods in const context needs const trait impls, which stable Rust does not have. In const context, call the module functions.
    pub trait Sliders {
        /// The name of the implementation, for reports: `"Kogge-Stone"`.
        const NAME: &'static ::core::primitive::str;
        /// Fill `north` on an empty board: `sliders` and every square `north` of them.
        #[must_use]
        fn north_fill(sliders: Bits) -> Bits;
        /// Occluded fill `north`: `sliders` and every square they reach `north` through `empty` squares; the blockers are not included.
        #[must_use]
        fn north_occluded(sliders: Bits, empty: Bits) -> Bits;
        /// Attacks `north`: every square `sliders` attack `north` through `empty` squares, up to and including the first blocker.
        #[must_use]
        fn north_attacks(sliders: Bits, empty: Bits) -> Bits;
        /// X-ray `north`: the squares `sliders` would attack `north` beyond their first blocker, up to and including the next one, where that first blocker is in `blockers`: with `attacks = north_attacks(sliders, empty)`, exactly `north_attacks(sliders, empty | (attacks & blockers)) & !attacks`.
        #[must_use]
        fn north_xray(sliders: Bits, empty: Bits, blockers: Bits) -> Bits;
        /// Fill `south` on an empty board: `sliders` and every square `south` of them.
        #[must_use]
        fn south_fill(sliders: Bits) -> Bits;
        /// Occluded fill `south`: `sliders` and every square they reach `south` through `empty` squares; the blockers are not included.
        #[must_use]
        fn south_occluded(sliders: Bits, empty: Bits) -> Bits;
        /// Attacks `south`: every square `sliders` attack `south` through `empty` squares, up to and including the first blocker.
        #[must_use]
        fn south_attacks(sliders: Bits, empty: Bits) -> Bits;
        /// X-ray `south`: the squares `sliders` would attack `south` beyond their first blocker, up to and including the next one, where that first blocker is in `blockers`: with `attacks = south_attacks(sliders, empty)`, exactly `south_attacks(sliders, empty | (attacks & blockers)) & !attacks`.
        #[must_use]
        fn south_xray(sliders: Bits, empty: Bits, blockers: Bits) -> Bits;
        /// Fill `east` on an empty board: `sliders` and every square `east` of them.
        #[must_use]
        fn east_fill(sliders: Bits) -> Bits;
        /// Occluded fill `east`: `sliders` and every square they reach `east` through `empty` squares; the blockers are not included.
        #[must_use]
        fn east_occluded(sliders: Bits, empty: Bits) -> Bits;
        /// Attacks `east`: every square `sliders` attack `east` through `empty` squares, up to and including the first blocker.
        #[must_use]
        fn east_attacks(sliders: Bits, empty: Bits) -> Bits;
        /// X-ray `east`: the squares `sliders` would attack `east` beyond their first blocker, up to and including the next one, where that first blocker is in `blockers`: with `attacks = east_attacks(sliders, empty)`, exactly `east_attacks(sliders, empty | (attacks & blockers)) & !attacks`.
        #[must_use]
        fn east_xray(sliders: Bits, empty: Bits, blockers: Bits) -> Bits;
        /// Fill `west` on an empty board: `sliders` and every square `west` of them.
        #[must_use]
        fn west_fill(sliders: Bits) -> Bits;
        /// Occluded fill `west`: `sliders` and every square they reach `west` through `empty` squares; the blockers are not included.
        #[must_use]
        fn west_occluded(sliders: Bits, empty: Bits) -> Bits;
        /// Attacks `west`: every square `sliders` attack `west` through `empty` squares, up to and including the first blocker.
        #[must_use]
        fn west_attacks(sliders: Bits, empty: Bits) -> Bits;
        /// X-ray `west`: the squares `sliders` would attack `west` beyond their first blocker, up to and including the next one, where that first blocker is in `blockers`: with `attacks = west_attacks(sliders, empty)`, exactly `west_attacks(sliders, empty | (attacks & blockers)) & !attacks`.
        #[must_use]
        fn west_xray(sliders: Bits, empty: Bits, blockers: Bits) -> Bits;
        /// `rook` attacks: the union of the `north`, `south`, `east`, `west` attacks of `sliders` through `empty` squares.
        ///
        /// Set-wise: any number of sliders at once.
        #[must_use]
        fn rook_attacks(sliders: Bits, empty: Bits) -> Bits;
        /// `rook` x-ray: the union of the `north`, `south`, `east`, `west` x-rays (each direction's `_xray` function has the exact definition): what `sliders` would attack beyond their first blockers where those are in `blockers`.
        ///
        /// Set-wise: any number of sliders at once.
        #[must_use]
        fn rook_xray(sliders: Bits, empty: Bits, blockers: Bits) -> Bits;
        /// `cannon` moves (Betza `mRcpR`): the empty squares a `cannon` on any square of `pieces` moves to, through `empty` squares.
        ///
        /// Set-wise, any number of pieces at once. `empty` may be `!occupied`.
        #[must_use]
        fn cannon_moves(pieces: Bits, empty: Bits) -> Bits;
        /// `cannon` captures (Betza `mRcpR`): the occupied squares (whatever their colour: mask with the enemy's pieces) a `cannon` on any square of `pieces` captures on, through `empty` squares.
        ///
        /// Set-wise, any number of pieces at once. `empty` may be `!occupied`.
        #[must_use]
        fn cannon_captures(pieces: Bits, empty: Bits) -> Bits;
        /// The moves of `piece`, chosen at run time, as `side`'s piece where the piece has a direction of travel (the others ignore `side`): with a constant `piece` this inlines to the specialised `*_moves` function.
        #[must_use]
        fn moves(piece: Piece, side: Side, pieces: Bits, empty: Bits) -> Bits;
        /// The captures of `piece`, chosen at run time, as `side`'s piece where the piece has a direction of travel (the others ignore `side`): with a constant `piece` this inlines to the specialised `*_captures` function.
        #[must_use]
        fn captures(piece: Piece, side: Side, pieces: Bits, empty: Bits) -> Bits;
        /// Fill in `direction` on an empty board, the direction chosen at run time: with a constant `direction` this inlines to the specialised `*_fill` function.
        #[must_use]
        fn fill(direction: Direction, sliders: Bits) -> Bits;
        /// Occluded fill in `direction` through `empty` squares, the direction chosen at run time: with a constant `direction` this inlines to the specialised `*_occluded` function.
        #[must_use]
        fn occluded(direction: Direction, sliders: Bits, empty: Bits) -> Bits;
        /// Attacks in `direction` through `empty` squares, the direction chosen at run time: with a constant `direction` this inlines to the specialised `*_attacks` function.
        #[must_use]
        fn attacks(direction: Direction, sliders: Bits, empty: Bits) -> Bits;
        /// X-ray in `direction` through `empty` squares and `blockers`, the direction chosen at run time: with a constant `direction` this inlines to the specialised `*_xray` function.
        #[must_use]
        fn xray(
            direction: Direction,
            sliders: Bits,
            empty: Bits,
            blockers: Bits,
        ) -> Bits;
    }
    /// Kogge-Stone as a type: [`Sliders`] with the functions of [`kogge_stone`], parallel prefix: each round doubles the shift (s, 2s, 4s, ...), with as few rounds as the longest ray needs.
    #[derive(
        ::core::clone::Clone,
        ::core::marker::Copy,
        ::core::fmt::Debug,
        ::core::cmp::PartialEq,
        ::core::cmp::Eq,
        ::core::cmp::PartialOrd,
        ::core::cmp::Ord,
        ::core::hash::Hash,
        ::core::default::Default
    )]
    pub struct KoggeStone;
    impl Sliders for KoggeStone {
        const NAME: &'static ::core::primitive::str = "Kogge-Stone";
        #[inline]
        fn north_fill(sliders: Bits) -> Bits {
            kogge_stone::north_fill(sliders)
        }
        #[inline]
        fn north_occluded(sliders: Bits, empty: Bits) -> Bits {
            kogge_stone::north_occluded(sliders, empty)
        }
        #[inline]
        fn north_attacks(sliders: Bits, empty: Bits) -> Bits {
            kogge_stone::north_attacks(sliders, empty)
        }
        #[inline]
        fn north_xray(sliders: Bits, empty: Bits, blockers: Bits) -> Bits {
            kogge_stone::north_xray(sliders, empty, blockers)
        }
        #[inline]
        fn south_fill(sliders: Bits) -> Bits {
            kogge_stone::south_fill(sliders)
        }
        #[inline]
        fn south_occluded(sliders: Bits, empty: Bits) -> Bits {
            kogge_stone::south_occluded(sliders, empty)
        }
        #[inline]
        fn south_attacks(sliders: Bits, empty: Bits) -> Bits {
            kogge_stone::south_attacks(sliders, empty)
        }
        #[inline]
        fn south_xray(sliders: Bits, empty: Bits, blockers: Bits) -> Bits {
            kogge_stone::south_xray(sliders, empty, blockers)
        }
        #[inline]
        fn east_fill(sliders: Bits) -> Bits {
            kogge_stone::east_fill(sliders)
        }
        #[inline]
        fn east_occluded(sliders: Bits, empty: Bits) -> Bits {
            kogge_stone::east_occluded(sliders, empty)
        }
        #[inline]
        fn east_attacks(sliders: Bits, empty: Bits) -> Bits {
            kogge_stone::east_attacks(sliders, empty)
        }
        #[inline]
        fn east_xray(sliders: Bits, empty: Bits, blockers: Bits) -> Bits {
            kogge_stone::east_xray(sliders, empty, blockers)
        }
        #[inline]
        fn west_fill(sliders: Bits) -> Bits {
            kogge_stone::west_fill(sliders)
        }
        #[inline]
        fn west_occluded(sliders: Bits, empty: Bits) -> Bits {
            kogge_stone::west_occluded(sliders, empty)
        }
        #[inline]
        fn west_attacks(sliders: Bits, empty: Bits) -> Bits {
            kogge_stone::west_attacks(sliders, empty)
        }
        #[inline]
        fn west_xray(sliders: Bits, empty: Bits, blockers: Bits) -> Bits {
            kogge_stone::west_xray(sliders, empty, blockers)
        }
        #[inline]
        fn rook_attacks(sliders: Bits, empty: Bits) -> Bits {
            kogge_stone::rook_attacks(sliders, empty)
        }
        #[inline]
        fn rook_xray(sliders: Bits, empty: Bits, blockers: Bits) -> Bits {
            kogge_stone::rook_xray(sliders, empty, blockers)
        }
        #[inline]
        fn cannon_moves(pieces: Bits, empty: Bits) -> Bits {
            kogge_stone::cannon_moves(pieces, empty)
        }
        #[inline]
        fn cannon_captures(pieces: Bits, empty: Bits) -> Bits {
            kogge_stone::cannon_captures(pieces, empty)
        }
        #[inline]
        fn moves(piece: Piece, side: Side, pieces: Bits, empty: Bits) -> Bits {
            kogge_stone::moves(piece, side, pieces, empty)
        }
        #[inline]
        fn captures(piece: Piece, side: Side, pieces: Bits, empty: Bits) -> Bits {
            kogge_stone::captures(piece, side, pieces, empty)
        }
        #[inline]
        fn fill(direction: Direction, sliders: Bits) -> Bits {
            kogge_stone::fill(direction, sliders)
        }
        #[inline]
        fn occluded(direction: Direction, sliders: Bits, empty: Bits) -> Bits {
            kogge_stone::occluded(direction, sliders, empty)
        }
        #[inline]
        fn attacks(direction: Direction, sliders: Bits, empty: Bits) -> Bits {
            kogge_stone::attacks(direction, sliders, empty)
        }
        #[inline]
        fn xray(
            direction: Direction,
            sliders: Bits,
            empty: Bits,
            blockers: Bits,
        ) -> Bits {
            kogge_stone::xray(direction, sliders, empty, blockers)
        }
    }
    /// Every per-square lookup of this board, as a trait: code generic over `L: Lookup` is written once and runs with each lookup the spec lists ([`Hyperbola`]), monomorphised, so the choice costs nothing at run time.
    ///
    /// Each answers for one slider: what a group's slider on `square` attacks with `occupied`, the question a move generator asks piece by piece (set-wise fills answer it for any number of sliders at once).
    ///
    /// The methods forward to the functions of the modules, with the same names, and compile to the same instructions. They are not `const` themselves: calling trait methods in const context needs const trait impls, which stable Rust does not have. In const context, call the module functions.
    pub trait Lookup {
        /// The name of the implementation, for reports: `"Hyperbola"`.
        const NAME: &'static ::core::primitive::str;
        /// `rook` attacks from one square: every square a `rook` slider on `square` attacks when `occupied` holds the pieces, its own square or not, up to and including the first piece in each direction.
        #[must_use]
        fn rook_attacks_from(square: ::core::primitive::usize, occupied: Bits) -> Bits;
        /// `rook` x-ray from one square: the squares a `rook` slider on `square` would attack beyond its first blocker along each direction, up to and including the next piece, where that first blocker is in `blockers`; with `attacks = rook_attacks_from(square, occupied)`, exactly `rook_attacks_from(square, occupied ^ (attacks & blockers)) & !attacks`, as the set-wise `rook_xray` for one slider.
        #[must_use]
        fn rook_xray_from(
            square: ::core::primitive::usize,
            occupied: Bits,
            blockers: Bits,
        ) -> Bits;
        /// `knight` attacks from one square: every square a `knight` on `square` attacks, `KNIGHT_ATTACKS[square]`.
        #[must_use]
        fn knight_attacks_from(square: ::core::primitive::usize) -> Bits;
        /// `cannon` moves from one square (Betza `mRcpR`): the empty squares a `cannon` on `square` moves to when `occupied` holds the pieces. The same squares as the set-wise `cannon_moves` for one piece.
        #[must_use]
        fn cannon_moves_from(square: ::core::primitive::usize, occupied: Bits) -> Bits;
        /// `cannon` captures from one square (Betza `mRcpR`): the occupied squares (whatever their colour: mask with the enemy's pieces) a `cannon` on `square` captures on when `occupied` holds the pieces. The same squares as the set-wise `cannon_captures` for one piece.
        #[must_use]
        fn cannon_captures_from(
            square: ::core::primitive::usize,
            occupied: Bits,
        ) -> Bits;
        /// The moves of `piece` from one square, chosen at run time, as `side`'s piece where the piece has a direction of travel (the others ignore `side`): with a constant `piece` this inlines to the specialised `*_moves_from` function.
        #[must_use]
        fn moves_from(
            piece: Piece,
            side: Side,
            square: ::core::primitive::usize,
            occupied: Bits,
        ) -> Bits;
        /// The captures of `piece` from one square, chosen at run time, as `side`'s piece where the piece has a direction of travel (the others ignore `side`): with a constant `piece` this inlines to the specialised `*_captures_from` function.
        #[must_use]
        fn captures_from(
            piece: Piece,
            side: Side,
            square: ::core::primitive::usize,
            occupied: Bits,
        ) -> Bits;
        /// The `rook` sliders among `pieces` that capture on `square` when `occupied` holds the pieces: exactly the squares of `pieces` whose own captures from there hold `square` (whatever stands on `square`). Asymmetric pieces are turned around exactly (a lame leaper's path is next to the attacker, a jump's hurdle next to the square).
        #[must_use]
        fn rook_attackers(
            square: ::core::primitive::usize,
            occupied: Bits,
            pieces: Bits,
        ) -> Bits;
        /// The `knight` leapers among `pieces` that capture on `square` when `occupied` holds the pieces (a leaper ignores them): exactly the squares of `pieces` whose own captures from there hold `square` (whatever stands on `square`). Asymmetric pieces are turned around exactly (a lame leaper's path is next to the attacker, a jump's hurdle next to the square).
        #[must_use]
        fn knight_attackers(square: ::core::primitive::usize, pieces: Bits) -> Bits;
        /// The `cannon` pieces among `pieces` that capture on `square` when `occupied` holds the pieces: exactly the squares of `pieces` whose own captures from there hold `square` (whatever stands on `square`). Asymmetric pieces are turned around exactly (a lame leaper's path is next to the attacker, a jump's hurdle next to the square).
        #[must_use]
        fn cannon_attackers(
            square: ::core::primitive::usize,
            occupied: Bits,
            pieces: Bits,
        ) -> Bits;
        /// The pieces of `side` that capture on `square` when `occupied` holds the pieces, given `pieces[piece as usize]`, `side`'s pieces of each kind of `Piece`: the union of each kind's `*_attackers`. Check detection is `attackers(them, king, occupied, &their_pieces) != 0`.
        #[must_use]
        fn attackers(
            side: Side,
            square: ::core::primitive::usize,
            occupied: Bits,
            pieces: &[Bits; Piece::COUNT],
        ) -> Bits;
        /// The pieces of `side` that capture on `square` when `occupied` holds the pieces, kind by kind: entry `piece as usize` is `piece`'s `*_attackers` among `pieces[piece as usize]`. Their union is `attackers`; with every entry of `pieces` the whole board, each entry is where a piece of that kind would attack `square` from.
        #[must_use]
        fn attackers_by_kind(
            side: Side,
            square: ::core::primitive::usize,
            occupied: Bits,
            pieces: &[Bits; Piece::COUNT],
        ) -> [Bits; Piece::COUNT];
    }
    /// Hyperbola as a type: [`Lookup`] with the functions of [`hyperbola`], table-light line methods, per line through the square: Hyperbola Quintessence (a subtraction from each end, the far end through a byte swap) where a byte swap reverses the line, obstruction difference (the nearest pieces below and above, from a leading-zero count and a lowest-bit isolation) elsewhere; only the spec's tables of lines and rays.
    #[derive(
        ::core::clone::Clone,
        ::core::marker::Copy,
        ::core::fmt::Debug,
        ::core::cmp::PartialEq,
        ::core::cmp::Eq,
        ::core::cmp::PartialOrd,
        ::core::cmp::Ord,
        ::core::hash::Hash,
        ::core::default::Default
    )]
    pub struct Hyperbola;
    impl Lookup for Hyperbola {
        const NAME: &'static ::core::primitive::str = "Hyperbola";
        #[inline]
        fn rook_attacks_from(square: ::core::primitive::usize, occupied: Bits) -> Bits {
            hyperbola::rook_attacks_from(square, occupied)
        }
        #[inline]
        fn rook_xray_from(
            square: ::core::primitive::usize,
            occupied: Bits,
            blockers: Bits,
        ) -> Bits {
            hyperbola::rook_xray_from(square, occupied, blockers)
        }
        #[inline]
        fn knight_attacks_from(square: ::core::primitive::usize) -> Bits {
            hyperbola::knight_attacks_from(square)
        }
        #[inline]
        fn cannon_moves_from(square: ::core::primitive::usize, occupied: Bits) -> Bits {
            hyperbola::cannon_moves_from(square, occupied)
        }
        #[inline]
        fn cannon_captures_from(
            square: ::core::primitive::usize,
            occupied: Bits,
        ) -> Bits {
            hyperbola::cannon_captures_from(square, occupied)
        }
        #[inline]
        fn moves_from(
            piece: Piece,
            side: Side,
            square: ::core::primitive::usize,
            occupied: Bits,
        ) -> Bits {
            hyperbola::moves_from(piece, side, square, occupied)
        }
        #[inline]
        fn captures_from(
            piece: Piece,
            side: Side,
            square: ::core::primitive::usize,
            occupied: Bits,
        ) -> Bits {
            hyperbola::captures_from(piece, side, square, occupied)
        }
        #[inline]
        fn rook_attackers(
            square: ::core::primitive::usize,
            occupied: Bits,
            pieces: Bits,
        ) -> Bits {
            hyperbola::rook_attackers(square, occupied, pieces)
        }
        #[inline]
        fn knight_attackers(square: ::core::primitive::usize, pieces: Bits) -> Bits {
            hyperbola::knight_attackers(square, pieces)
        }
        #[inline]
        fn cannon_attackers(
            square: ::core::primitive::usize,
            occupied: Bits,
            pieces: Bits,
        ) -> Bits {
            hyperbola::cannon_attackers(square, occupied, pieces)
        }
        #[inline]
        fn attackers(
            side: Side,
            square: ::core::primitive::usize,
            occupied: Bits,
            pieces: &[Bits; Piece::COUNT],
        ) -> Bits {
            hyperbola::attackers(side, square, occupied, pieces)
        }
        #[inline]
        fn attackers_by_kind(
            side: Side,
            square: ::core::primitive::usize,
            occupied: Bits,
            pieces: &[Bits; Piece::COUNT],
        ) -> [Bits; Piece::COUNT] {
            hyperbola::attackers_by_kind(side, square, occupied, pieces)
        }
    }
    /// The lookup this build should call, of those the spec lists: `Hyperbola` where the build has BMI2 (`-C target-cpu=x86-64-v3` or `native` on most x86-64 CPUs), `Hyperbola` elsewhere, the fastest of them in each build in the measurements of `scripts/lookups-bench.sh` (BENCHMARKS.md, "Per-square lookups"). On AMD CPUs before Zen 3, whose PEXT is microcoded, a BMI2 build is better served by `Magic`.
    ///
    /// Engine code written for `L: Lookup` takes `Fastest`.
    pub type Fastest = Hyperbola;
    /// Kogge-Stone fills and attacks on the 8 x 8 board: parallel prefix: each round doubles the shift (s, 2s, 4s, ...), with as few rounds as the longest ray needs.
    ///
    /// Every function is set-wise (any number of sliders at once), usable in const context. The sibling modules of its kind have the same names; [`KoggeStone`] implements [`Sliders`] with them.
    pub mod kogge_stone {
        /// Fill `north` on an empty board: `sliders` and every square `north` of them.
        ///
        /// Kogge-Stone: 3 rounds (`<< 8`, `<< 16`, `<< 32`).
        #[inline]
        #[must_use]
        pub const fn north_fill(mut sliders: super::Bits) -> super::Bits {
            sliders |= sliders << 8;
            sliders |= sliders << 16;
            sliders |= sliders << 32;
            sliders
        }
        /// Occluded fill `north`: `sliders` and every square they reach `north` through `empty` squares; the blockers are not included.
        ///
        /// Kogge-Stone: 3 rounds (`<< 8`, `<< 16`, `<< 32`).
        #[inline]
        #[must_use]
        pub const fn north_occluded(
            mut sliders: super::Bits,
            mut empty: super::Bits,
        ) -> super::Bits {
            sliders |= empty & (sliders << 8);
            empty &= empty << 8;
            sliders |= empty & (sliders << 16);
            empty &= empty << 16;
            sliders |= empty & (sliders << 32);
            sliders
        }
        /// Attacks `north`: every square `sliders` attack `north` through `empty` squares, up to and including the first blocker.
        ///
        /// Kogge-Stone: 3 rounds (`<< 8`, `<< 16`, `<< 32`), then one step `<< 8`.
        #[inline]
        #[must_use]
        pub const fn north_attacks(
            mut sliders: super::Bits,
            mut empty: super::Bits,
        ) -> super::Bits {
            sliders |= empty & (sliders << 8);
            empty &= empty << 8;
            sliders |= empty & (sliders << 16);
            empty &= empty << 16;
            sliders |= empty & (sliders << 32);
            sliders << 8
        }
        /// X-ray `north`: the squares `sliders` would attack `north` beyond their first blocker, up to and including the next one, where that first blocker is in `blockers`: with `attacks = north_attacks(sliders, empty)`, exactly `north_attacks(sliders, empty | (attacks & blockers)) & !attacks`.
        #[inline]
        #[must_use]
        pub const fn north_xray(
            sliders: super::Bits,
            empty: super::Bits,
            blockers: super::Bits,
        ) -> super::Bits {
            let attacks = north_attacks(sliders, empty);
            north_attacks(sliders, empty | (attacks & blockers)) & !attacks
        }
        /// Fill `south` on an empty board: `sliders` and every square `south` of them.
        ///
        /// Kogge-Stone: 3 rounds (`>> 8`, `>> 16`, `>> 32`).
        #[inline]
        #[must_use]
        pub const fn south_fill(mut sliders: super::Bits) -> super::Bits {
            sliders |= sliders >> 8;
            sliders |= sliders >> 16;
            sliders |= sliders >> 32;
            sliders
        }
        /// Occluded fill `south`: `sliders` and every square they reach `south` through `empty` squares; the blockers are not included.
        ///
        /// Kogge-Stone: 3 rounds (`>> 8`, `>> 16`, `>> 32`).
        #[inline]
        #[must_use]
        pub const fn south_occluded(
            mut sliders: super::Bits,
            mut empty: super::Bits,
        ) -> super::Bits {
            sliders |= empty & (sliders >> 8);
            empty &= empty >> 8;
            sliders |= empty & (sliders >> 16);
            empty &= empty >> 16;
            sliders |= empty & (sliders >> 32);
            sliders
        }
        /// Attacks `south`: every square `sliders` attack `south` through `empty` squares, up to and including the first blocker.
        ///
        /// Kogge-Stone: 3 rounds (`>> 8`, `>> 16`, `>> 32`), then one step `>> 8`.
        #[inline]
        #[must_use]
        pub const fn south_attacks(
            mut sliders: super::Bits,
            mut empty: super::Bits,
        ) -> super::Bits {
            sliders |= empty & (sliders >> 8);
            empty &= empty >> 8;
            sliders |= empty & (sliders >> 16);
            empty &= empty >> 16;
            sliders |= empty & (sliders >> 32);
            sliders >> 8
        }
        /// X-ray `south`: the squares `sliders` would attack `south` beyond their first blocker, up to and including the next one, where that first blocker is in `blockers`: with `attacks = south_attacks(sliders, empty)`, exactly `south_attacks(sliders, empty | (attacks & blockers)) & !attacks`.
        #[inline]
        #[must_use]
        pub const fn south_xray(
            sliders: super::Bits,
            empty: super::Bits,
            blockers: super::Bits,
        ) -> super::Bits {
            let attacks = south_attacks(sliders, empty);
            south_attacks(sliders, empty | (attacks & blockers)) & !attacks
        }
        /// Fill `east` on an empty board: `sliders` and every square `east` of them.
        ///
        /// Kogge-Stone: 3 rounds (`<< 1`, `<< 2`, `<< 4`).
        #[inline]
        #[must_use]
        pub const fn east_fill(mut sliders: super::Bits) -> super::Bits {
            sliders |= 0xfefe_fefe_fefe_fefe & (sliders << 1);
            sliders |= 0xfcfc_fcfc_fcfc_fcfc & (sliders << 2);
            sliders |= 0xf0f0_f0f0_f0f0_f0f0 & (sliders << 4);
            sliders
        }
        /// Occluded fill `east`: `sliders` and every square they reach `east` through `empty` squares; the blockers are not included.
        ///
        /// Kogge-Stone: 3 rounds (`<< 1`, `<< 2`, `<< 4`).
        #[inline]
        #[must_use]
        pub const fn east_occluded(
            mut sliders: super::Bits,
            mut empty: super::Bits,
        ) -> super::Bits {
            empty &= 0xfefe_fefe_fefe_fefe;
            sliders |= empty & (sliders << 1);
            empty &= empty << 1;
            sliders |= empty & (sliders << 2);
            empty &= empty << 2;
            sliders |= empty & (sliders << 4);
            sliders
        }
        /// Attacks `east`: every square `sliders` attack `east` through `empty` squares, up to and including the first blocker.
        ///
        /// Kogge-Stone: 3 rounds (`<< 1`, `<< 2`, `<< 4`), then one step `<< 1`.
        #[inline]
        #[must_use]
        pub const fn east_attacks(
            mut sliders: super::Bits,
            mut empty: super::Bits,
        ) -> super::Bits {
            empty &= 0xfefe_fefe_fefe_fefe;
            sliders |= empty & (sliders << 1);
            empty &= empty << 1;
            sliders |= empty & (sliders << 2);
            empty &= empty << 2;
            sliders |= empty & (sliders << 4);
            (sliders << 1) & 0xfefe_fefe_fefe_fefe
        }
        /// X-ray `east`: the squares `sliders` would attack `east` beyond their first blocker, up to and including the next one, where that first blocker is in `blockers`: with `attacks = east_attacks(sliders, empty)`, exactly `east_attacks(sliders, empty | (attacks & blockers)) & !attacks`.
        #[inline]
        #[must_use]
        pub const fn east_xray(
            sliders: super::Bits,
            empty: super::Bits,
            blockers: super::Bits,
        ) -> super::Bits {
            let attacks = east_attacks(sliders, empty);
            east_attacks(sliders, empty | (attacks & blockers)) & !attacks
        }
        /// Fill `west` on an empty board: `sliders` and every square `west` of them.
        ///
        /// Kogge-Stone: 3 rounds (`>> 1`, `>> 2`, `>> 4`).
        #[inline]
        #[must_use]
        pub const fn west_fill(mut sliders: super::Bits) -> super::Bits {
            sliders |= 0x7f7f_7f7f_7f7f_7f7f & (sliders >> 1);
            sliders |= 0x3f3f_3f3f_3f3f_3f3f & (sliders >> 2);
            sliders |= 0x0f0f_0f0f_0f0f_0f0f & (sliders >> 4);
            sliders
        }
        /// Occluded fill `west`: `sliders` and every square they reach `west` through `empty` squares; the blockers are not included.
        ///
        /// Kogge-Stone: 3 rounds (`>> 1`, `>> 2`, `>> 4`).
        #[inline]
        #[must_use]
        pub const fn west_occluded(
            mut sliders: super::Bits,
            mut empty: super::Bits,
        ) -> super::Bits {
            empty &= 0x7f7f_7f7f_7f7f_7f7f;
            sliders |= empty & (sliders >> 1);
            empty &= empty >> 1;
            sliders |= empty & (sliders >> 2);
            empty &= empty >> 2;
            sliders |= empty & (sliders >> 4);
            sliders
        }
        /// Attacks `west`: every square `sliders` attack `west` through `empty` squares, up to and including the first blocker.
        ///
        /// Kogge-Stone: 3 rounds (`>> 1`, `>> 2`, `>> 4`), then one step `>> 1`.
        #[inline]
        #[must_use]
        pub const fn west_attacks(
            mut sliders: super::Bits,
            mut empty: super::Bits,
        ) -> super::Bits {
            empty &= 0x7f7f_7f7f_7f7f_7f7f;
            sliders |= empty & (sliders >> 1);
            empty &= empty >> 1;
            sliders |= empty & (sliders >> 2);
            empty &= empty >> 2;
            sliders |= empty & (sliders >> 4);
            (sliders >> 1) & 0x7f7f_7f7f_7f7f_7f7f
        }
        /// X-ray `west`: the squares `sliders` would attack `west` beyond their first blocker, up to and including the next one, where that first blocker is in `blockers`: with `attacks = west_attacks(sliders, empty)`, exactly `west_attacks(sliders, empty | (attacks & blockers)) & !attacks`.
        #[inline]
        #[must_use]
        pub const fn west_xray(
            sliders: super::Bits,
            empty: super::Bits,
            blockers: super::Bits,
        ) -> super::Bits {
            let attacks = west_attacks(sliders, empty);
            west_attacks(sliders, empty | (attacks & blockers)) & !attacks
        }
        /// `rook` attacks: the union of the `north`, `south`, `east`, `west` attacks of `sliders` through `empty` squares.
        ///
        /// Set-wise: any number of sliders at once.
        ///
        /// Shape: `split` on x86 without AVX2, `paired` on x86 with AVX2 but not AVX-512, `fused` on every other target (`group_shape: auto`; [`GROUP_SHAPE`](super::GROUP_SHAPE) says which this build has). `bitfill::GroupShape` describes each shape.
        #[inline]
        #[must_use]
        pub const fn rook_attacks(
            sliders: super::Bits,
            empty: super::Bits,
        ) -> super::Bits {
            if ::core::cfg!(
                all(any(target_arch = "x86", target_arch = "x86_64"), not(target_feature
                = "avx2"))
            ) {
                let north_propagator_1 = empty & (empty << 8);
                let north_propagator_2 = north_propagator_1 & (north_propagator_1 << 16);
                let east_propagator_0 = empty & 0x7e7e_7e7e_7e7e_7e7e;
                let east_propagator_1 = east_propagator_0 & (east_propagator_0 << 1);
                let east_propagator_2 = east_propagator_1 & (east_propagator_1 << 2);
                let mut union = 0;
                if sliders << 8 != 0 {
                    let mut north_front = sliders;
                    north_front |= empty & (north_front << 8);
                    north_front |= north_propagator_1 & (north_front << 16);
                    north_front |= north_propagator_2 & (north_front << 32);
                    union |= north_front << 8;
                }
                if sliders >> 8 != 0 {
                    let mut south_front = sliders;
                    south_front |= empty & (south_front >> 8);
                    south_front |= (north_propagator_1 >> 8) & (south_front >> 16);
                    south_front |= (north_propagator_2 >> 24) & (south_front >> 32);
                    union |= south_front >> 8;
                }
                if (sliders << 1) & 0xfefe_fefe_fefe_fefe != 0 {
                    let mut east_front = sliders;
                    east_front |= east_propagator_0 & (east_front << 1);
                    east_front |= east_propagator_1 & (east_front << 2);
                    east_front |= east_propagator_2 & (east_front << 4);
                    union |= (east_front << 1) & 0xfefe_fefe_fefe_fefe;
                }
                if (sliders >> 1) & 0x7f7f_7f7f_7f7f_7f7f != 0 {
                    let mut west_front = sliders;
                    west_front |= east_propagator_0 & (west_front >> 1);
                    west_front |= (east_propagator_1 >> 1) & (west_front >> 2);
                    west_front |= (east_propagator_2 >> 3) & (west_front >> 4);
                    union |= (west_front >> 1) & 0x7f7f_7f7f_7f7f_7f7f;
                }
                union
            } else if ::core::cfg!(
                all(any(target_arch = "x86", target_arch = "x86_64"), target_feature =
                "avx2", not(target_feature = "avx512f"))
            ) {
                let north_propagator_1 = empty & (empty << 8);
                let north_propagator_2 = north_propagator_1 & (north_propagator_1 << 16);
                let east_propagator_0 = empty & 0x7e7e_7e7e_7e7e_7e7e;
                let east_propagator_1 = east_propagator_0 & (east_propagator_0 << 1);
                let east_propagator_2 = east_propagator_1 & (east_propagator_1 << 2);
                let mut north_front = sliders;
                north_front |= empty & (north_front << 8);
                north_front |= north_propagator_1 & (north_front << 16);
                north_front |= north_propagator_2 & (north_front << 32);
                let mut south_front = sliders;
                south_front |= empty & (south_front >> 8);
                south_front |= (north_propagator_1 >> 8) & (south_front >> 16);
                south_front |= (north_propagator_2 >> 24) & (south_front >> 32);
                let mut east_front = sliders;
                east_front |= east_propagator_0 & (east_front << 1);
                east_front |= east_propagator_1 & (east_front << 2);
                east_front |= east_propagator_2 & (east_front << 4);
                let mut west_front = sliders;
                west_front |= east_propagator_0 & (west_front >> 1);
                west_front |= (east_propagator_1 >> 1) & (west_front >> 2);
                west_front |= (east_propagator_2 >> 3) & (west_front >> 4);
                (north_front << 8) | (south_front >> 8)
                    | ((east_front << 1) & 0xfefe_fefe_fefe_fefe)
                    | ((west_front >> 1) & 0x7f7f_7f7f_7f7f_7f7f)
            } else {
                north_attacks(sliders, empty) | south_attacks(sliders, empty)
                    | east_attacks(sliders, empty) | west_attacks(sliders, empty)
            }
        }
        /// `rook` x-ray: the union of the `north`, `south`, `east`, `west` x-rays (each direction's `_xray` function has the exact definition): what `sliders` would attack beyond their first blockers where those are in `blockers`.
        ///
        /// Set-wise: any number of sliders at once.
        ///
        /// Shape: `split` on x86 without AVX2, `fused` on every other target (`group_shape: auto`; [`GROUP_SHAPE`](super::GROUP_SHAPE) says which this build has). `bitfill::GroupShape` describes each shape.
        #[inline]
        #[must_use]
        pub const fn rook_xray(
            sliders: super::Bits,
            empty: super::Bits,
            blockers: super::Bits,
        ) -> super::Bits {
            if ::core::cfg!(
                all(any(target_arch = "x86", target_arch = "x86_64"), not(target_feature
                = "avx2"))
            ) {
                let mut union = 0;
                if sliders << 8 != 0 {
                    union |= north_xray(sliders, empty, blockers);
                }
                if sliders >> 8 != 0 {
                    union |= south_xray(sliders, empty, blockers);
                }
                if (sliders << 1) & 0xfefe_fefe_fefe_fefe != 0 {
                    union |= east_xray(sliders, empty, blockers);
                }
                if (sliders >> 1) & 0x7f7f_7f7f_7f7f_7f7f != 0 {
                    union |= west_xray(sliders, empty, blockers);
                }
                union
            } else {
                north_xray(sliders, empty, blockers)
                    | south_xray(sliders, empty, blockers)
                    | east_xray(sliders, empty, blockers)
                    | west_xray(sliders, empty, blockers)
            }
        }
        /// `cannon` moves (Betza `mRcpR`): the empty squares a `cannon` on any square of `pieces` moves to, through `empty` squares.
        ///
        /// Set-wise, any number of pieces at once. `empty` may be `!occupied`.
        ///
        /// The union of its components, each built from the spec's primitives (a ride is this strategy's attacks along the step):
        ///
        /// - rides (0, 1)
        /// - rides (0, -1)
        /// - rides (1, 0)
        /// - rides (-1, 0)
        #[inline]
        #[must_use]
        pub const fn cannon_moves(
            pieces: super::Bits,
            empty: super::Bits,
        ) -> super::Bits {
            let reach_0: super::Bits = {
                let mut sliders: super::Bits = pieces;
                let mut empty: super::Bits = empty;
                sliders |= empty & (sliders << 8);
                empty &= empty << 8;
                sliders |= empty & (sliders << 16);
                empty &= empty << 16;
                sliders |= empty & (sliders << 32);
                sliders << 8
            };
            let reach_1: super::Bits = {
                let mut sliders: super::Bits = pieces;
                let mut empty: super::Bits = empty;
                sliders |= empty & (sliders >> 8);
                empty &= empty >> 8;
                sliders |= empty & (sliders >> 16);
                empty &= empty >> 16;
                sliders |= empty & (sliders >> 32);
                sliders >> 8
            };
            let reach_2: super::Bits = {
                let mut sliders: super::Bits = pieces;
                let mut empty: super::Bits = empty;
                empty &= 0xfefe_fefe_fefe_fefe;
                sliders |= empty & (sliders << 1);
                empty &= empty << 1;
                sliders |= empty & (sliders << 2);
                empty &= empty << 2;
                sliders |= empty & (sliders << 4);
                (sliders << 1) & 0xfefe_fefe_fefe_fefe
            };
            let reach_3: super::Bits = {
                let mut sliders: super::Bits = pieces;
                let mut empty: super::Bits = empty;
                empty &= 0x7f7f_7f7f_7f7f_7f7f;
                sliders |= empty & (sliders >> 1);
                empty &= empty >> 1;
                sliders |= empty & (sliders >> 2);
                empty &= empty >> 2;
                sliders |= empty & (sliders >> 4);
                (sliders >> 1) & 0x7f7f_7f7f_7f7f_7f7f
            };
            (reach_0 | reach_1 | reach_2 | reach_3) & empty
        }
        /// `cannon` captures (Betza `mRcpR`): the occupied squares (whatever their colour: mask with the enemy's pieces) a `cannon` on any square of `pieces` captures on, through `empty` squares.
        ///
        /// Set-wise, any number of pieces at once. `empty` may be `!occupied`.
        ///
        /// The union of its components, each built from the spec's primitives (a ride is this strategy's attacks along the step):
        ///
        /// - hops along (0, 1) over one piece, then through empty squares
        /// - hops along (0, -1) over one piece, then through empty squares
        /// - hops along (1, 0) over one piece, then through empty squares
        /// - hops along (-1, 0) over one piece, then through empty squares
        #[inline]
        #[must_use]
        pub const fn cannon_captures(
            pieces: super::Bits,
            empty: super::Bits,
        ) -> super::Bits {
            let reach_0: super::Bits = {
                let screens: super::Bits = ({
                    let mut sliders: super::Bits = pieces;
                    let mut empty: super::Bits = empty;
                    sliders |= empty & (sliders << 8);
                    empty &= empty << 8;
                    sliders |= empty & (sliders << 16);
                    empty &= empty << 16;
                    sliders |= empty & (sliders << 32);
                    sliders << 8
                }) & !empty;
                {
                    let mut sliders: super::Bits = screens;
                    let mut empty: super::Bits = empty;
                    sliders |= empty & (sliders << 8);
                    empty &= empty << 8;
                    sliders |= empty & (sliders << 16);
                    empty &= empty << 16;
                    sliders |= empty & (sliders << 32);
                    sliders << 8
                }
            };
            let reach_1: super::Bits = {
                let screens: super::Bits = ({
                    let mut sliders: super::Bits = pieces;
                    let mut empty: super::Bits = empty;
                    sliders |= empty & (sliders >> 8);
                    empty &= empty >> 8;
                    sliders |= empty & (sliders >> 16);
                    empty &= empty >> 16;
                    sliders |= empty & (sliders >> 32);
                    sliders >> 8
                }) & !empty;
                {
                    let mut sliders: super::Bits = screens;
                    let mut empty: super::Bits = empty;
                    sliders |= empty & (sliders >> 8);
                    empty &= empty >> 8;
                    sliders |= empty & (sliders >> 16);
                    empty &= empty >> 16;
                    sliders |= empty & (sliders >> 32);
                    sliders >> 8
                }
            };
            let reach_2: super::Bits = {
                let screens: super::Bits = ({
                    let mut sliders: super::Bits = pieces;
                    let mut empty: super::Bits = empty;
                    empty &= 0xfefe_fefe_fefe_fefe;
                    sliders |= empty & (sliders << 1);
                    empty &= empty << 1;
                    sliders |= empty & (sliders << 2);
                    empty &= empty << 2;
                    sliders |= empty & (sliders << 4);
                    (sliders << 1) & 0xfefe_fefe_fefe_fefe
                }) & !empty;
                {
                    let mut sliders: super::Bits = screens;
                    let mut empty: super::Bits = empty;
                    empty &= 0xfefe_fefe_fefe_fefe;
                    sliders |= empty & (sliders << 1);
                    empty &= empty << 1;
                    sliders |= empty & (sliders << 2);
                    empty &= empty << 2;
                    sliders |= empty & (sliders << 4);
                    (sliders << 1) & 0xfefe_fefe_fefe_fefe
                }
            };
            let reach_3: super::Bits = {
                let screens: super::Bits = ({
                    let mut sliders: super::Bits = pieces;
                    let mut empty: super::Bits = empty;
                    empty &= 0x7f7f_7f7f_7f7f_7f7f;
                    sliders |= empty & (sliders >> 1);
                    empty &= empty >> 1;
                    sliders |= empty & (sliders >> 2);
                    empty &= empty >> 2;
                    sliders |= empty & (sliders >> 4);
                    (sliders >> 1) & 0x7f7f_7f7f_7f7f_7f7f
                }) & !empty;
                {
                    let mut sliders: super::Bits = screens;
                    let mut empty: super::Bits = empty;
                    empty &= 0x7f7f_7f7f_7f7f_7f7f;
                    sliders |= empty & (sliders >> 1);
                    empty &= empty >> 1;
                    sliders |= empty & (sliders >> 2);
                    empty &= empty >> 2;
                    sliders |= empty & (sliders >> 4);
                    (sliders >> 1) & 0x7f7f_7f7f_7f7f_7f7f
                }
            };
            (reach_0 | reach_1 | reach_2 | reach_3) & !empty
        }
        /// The moves of `piece`, chosen at run time, as `side`'s piece where the piece has a direction of travel (the others ignore `side`): with a constant `piece` this inlines to the specialised `*_moves` function.
        #[inline]
        #[must_use]
        pub const fn moves(
            piece: super::Piece,
            side: super::Side,
            pieces: super::Bits,
            empty: super::Bits,
        ) -> super::Bits {
            let _ = side;
            match piece {
                super::Piece::Cannon => cannon_moves(pieces, empty),
            }
        }
        /// The captures of `piece`, chosen at run time, as `side`'s piece where the piece has a direction of travel (the others ignore `side`): with a constant `piece` this inlines to the specialised `*_captures` function.
        #[inline]
        #[must_use]
        pub const fn captures(
            piece: super::Piece,
            side: super::Side,
            pieces: super::Bits,
            empty: super::Bits,
        ) -> super::Bits {
            let _ = side;
            match piece {
                super::Piece::Cannon => cannon_captures(pieces, empty),
            }
        }
        /// Fill in `direction` on an empty board, the direction chosen at run time: with a constant `direction` this inlines to the specialised `*_fill` function.
        #[inline]
        #[must_use]
        pub const fn fill(
            direction: super::Direction,
            sliders: super::Bits,
        ) -> super::Bits {
            match direction {
                super::Direction::North => north_fill(sliders),
                super::Direction::South => south_fill(sliders),
                super::Direction::East => east_fill(sliders),
                super::Direction::West => west_fill(sliders),
            }
        }
        /// Occluded fill in `direction` through `empty` squares, the direction chosen at run time: with a constant `direction` this inlines to the specialised `*_occluded` function.
        #[inline]
        #[must_use]
        pub const fn occluded(
            direction: super::Direction,
            sliders: super::Bits,
            empty: super::Bits,
        ) -> super::Bits {
            match direction {
                super::Direction::North => north_occluded(sliders, empty),
                super::Direction::South => south_occluded(sliders, empty),
                super::Direction::East => east_occluded(sliders, empty),
                super::Direction::West => west_occluded(sliders, empty),
            }
        }
        /// Attacks in `direction` through `empty` squares, the direction chosen at run time: with a constant `direction` this inlines to the specialised `*_attacks` function.
        #[inline]
        #[must_use]
        pub const fn attacks(
            direction: super::Direction,
            sliders: super::Bits,
            empty: super::Bits,
        ) -> super::Bits {
            match direction {
                super::Direction::North => north_attacks(sliders, empty),
                super::Direction::South => south_attacks(sliders, empty),
                super::Direction::East => east_attacks(sliders, empty),
                super::Direction::West => west_attacks(sliders, empty),
            }
        }
        /// X-ray in `direction` through `empty` squares and `blockers`, the direction chosen at run time: with a constant `direction` this inlines to the specialised `*_xray` function.
        #[inline]
        #[must_use]
        pub const fn xray(
            direction: super::Direction,
            sliders: super::Bits,
            empty: super::Bits,
            blockers: super::Bits,
        ) -> super::Bits {
            match direction {
                super::Direction::North => north_xray(sliders, empty, blockers),
                super::Direction::South => south_xray(sliders, empty, blockers),
                super::Direction::East => east_xray(sliders, empty, blockers),
                super::Direction::West => west_xray(sliders, empty, blockers),
            }
        }
    }
    /// Hyperbola lookups on the 8 x 8 board: table-light line methods, per line through the square: Hyperbola Quintessence (a subtraction from each end, the far end through a byte swap) where a byte swap reverses the line, obstruction difference (the nearest pieces below and above, from a leading-zero count and a lowest-bit isolation) elsewhere; only the spec's tables of lines and rays.
    ///
    /// Every function answers for one slider on one square, usable in const context. The sibling modules of its kind have the same names; [`Hyperbola`] implements [`Lookup`] with them.
    pub mod hyperbola {
        /// The bytes of this module's own tables, every square's entries and attacks: what the lookups add to the program's read-only data (`0` when they read only the spec's shared tables).
        pub const TABLE_BYTES: ::core::primitive::usize = 0;
        /// `rook` attacks from one square: every square a `rook` slider on `square` attacks when `occupied` holds the pieces, its own square or not, up to and including the first piece in each direction.
        ///
        /// Hyperbola Quintessence on 1 line, obstruction difference on 1 line: per line, one load from the spec's `LINES` or `RAYS` and a few operations.
        ///
        /// # Panics
        ///
        /// If `square` is not below `SQUARES`.
        #[inline]
        #[must_use]
        pub const fn rook_attacks_from(
            square: ::core::primitive::usize,
            occupied: super::Bits,
        ) -> super::Bits {
            {
                let bit: super::Bits = 1 << square;
                let below = bit - 1;
                ({
                    let line = super::LINES[3][square] ^ bit;
                    let lower = occupied & line & below;
                    let upper = occupied & line & !below;
                    let highest: super::Bits = 1 << (lower | 1).ilog2();
                    let lowest = upper & upper.wrapping_neg();
                    line & (lowest << 1).wrapping_sub(highest)
                })
                    | ({
                        let line = super::LINES[1][square] ^ bit;
                        let forward = occupied & line;
                        let reverse = forward
                            .swap_bytes()
                            .wrapping_sub(bit.swap_bytes());
                        (forward.wrapping_sub(bit) ^ reverse.swap_bytes()) & line
                    })
            }
        }
        /// `rook` x-ray from one square: the squares a `rook` slider on `square` would attack beyond its first blocker along each direction, up to and including the next piece, where that first blocker is in `blockers`; with `attacks = rook_attacks_from(square, occupied)`, exactly `rook_attacks_from(square, occupied ^ (attacks & blockers)) & !attacks`, as the set-wise `rook_xray` for one slider.
        #[inline]
        #[must_use]
        pub const fn rook_xray_from(
            square: ::core::primitive::usize,
            occupied: super::Bits,
            blockers: super::Bits,
        ) -> super::Bits {
            let attacks: super::Bits = {
                let bit: super::Bits = 1 << square;
                let below = bit - 1;
                ({
                    let line = super::LINES[3][square] ^ bit;
                    let lower = occupied & line & below;
                    let upper = occupied & line & !below;
                    let highest: super::Bits = 1 << (lower | 1).ilog2();
                    let lowest = upper & upper.wrapping_neg();
                    line & (lowest << 1).wrapping_sub(highest)
                })
                    | ({
                        let line = super::LINES[1][square] ^ bit;
                        let forward = occupied & line;
                        let reverse = forward
                            .swap_bytes()
                            .wrapping_sub(bit.swap_bytes());
                        (forward.wrapping_sub(bit) ^ reverse.swap_bytes()) & line
                    })
            };
            let screened: super::Bits = occupied ^ (attacks & blockers);
            let beyond: super::Bits = {
                let bit: super::Bits = 1 << square;
                let below = bit - 1;
                ({
                    let line = super::LINES[3][square] ^ bit;
                    let lower = screened & line & below;
                    let upper = screened & line & !below;
                    let highest: super::Bits = 1 << (lower | 1).ilog2();
                    let lowest = upper & upper.wrapping_neg();
                    line & (lowest << 1).wrapping_sub(highest)
                })
                    | ({
                        let line = super::LINES[1][square] ^ bit;
                        let forward = screened & line;
                        let reverse = forward
                            .swap_bytes()
                            .wrapping_sub(bit.swap_bytes());
                        (forward.wrapping_sub(bit) ^ reverse.swap_bytes()) & line
                    })
            } & !attacks;
            beyond
        }
        /// `knight` attacks from one square: every square a `knight` on `square` attacks, `KNIGHT_ATTACKS[square]`.
        #[inline]
        #[must_use]
        pub const fn knight_attacks_from(
            square: ::core::primitive::usize,
        ) -> super::Bits {
            super::KNIGHT_ATTACKS[square]
        }
        /// `cannon` moves from one square (Betza `mRcpR`): the empty squares a `cannon` on `square` moves to when `occupied` holds the pieces. The same squares as the set-wise `cannon_moves` for one piece.
        ///
        /// Per square: Its rides, hops and jumps are one lookup of its directions (Hyperbola Quintessence on 1 line, obstruction difference on 1 line: per line, one load from the spec's `LINES` or `RAYS` and a few operations), masked per component by tables of the spec module where the lookup reaches more; its leaps one load; its lame leaps its set-wise code on the one square.
        ///
        /// # Panics
        ///
        /// If `square` is not below `SQUARES`.
        #[inline]
        #[must_use]
        pub const fn cannon_moves_from(
            square: ::core::primitive::usize,
            occupied: super::Bits,
        ) -> super::Bits {
            let attacks: super::Bits = {
                let bit: super::Bits = 1 << square;
                let below = bit - 1;
                ({
                    let line = super::LINES[3][square] ^ bit;
                    let lower = occupied & line & below;
                    let upper = occupied & line & !below;
                    let highest: super::Bits = 1 << (lower | 1).ilog2();
                    let lowest = upper & upper.wrapping_neg();
                    line & (lowest << 1).wrapping_sub(highest)
                })
                    | ({
                        let line = super::LINES[1][square] ^ bit;
                        let forward = occupied & line;
                        let reverse = forward
                            .swap_bytes()
                            .wrapping_sub(bit.swap_bytes());
                        (forward.wrapping_sub(bit) ^ reverse.swap_bytes()) & line
                    })
            };
            attacks & !occupied
        }
        /// `cannon` captures from one square (Betza `mRcpR`): the occupied squares (whatever their colour: mask with the enemy's pieces) a `cannon` on `square` captures on when `occupied` holds the pieces. The same squares as the set-wise `cannon_captures` for one piece.
        ///
        /// Per square: Its rides, hops and jumps are one lookup of its directions (Hyperbola Quintessence on 1 line, obstruction difference on 1 line: per line, one load from the spec's `LINES` or `RAYS` and a few operations), masked per component by tables of the spec module where the lookup reaches more; its leaps one load; its lame leaps its set-wise code on the one square.
        ///
        /// # Panics
        ///
        /// If `square` is not below `SQUARES`.
        #[inline]
        #[must_use]
        pub const fn cannon_captures_from(
            square: ::core::primitive::usize,
            occupied: super::Bits,
        ) -> super::Bits {
            let attacks: super::Bits = {
                let bit: super::Bits = 1 << square;
                let below = bit - 1;
                ({
                    let line = super::LINES[3][square] ^ bit;
                    let lower = occupied & line & below;
                    let upper = occupied & line & !below;
                    let highest: super::Bits = 1 << (lower | 1).ilog2();
                    let lowest = upper & upper.wrapping_neg();
                    line & (lowest << 1).wrapping_sub(highest)
                })
                    | ({
                        let line = super::LINES[1][square] ^ bit;
                        let forward = occupied & line;
                        let reverse = forward
                            .swap_bytes()
                            .wrapping_sub(bit.swap_bytes());
                        (forward.wrapping_sub(bit) ^ reverse.swap_bytes()) & line
                    })
            };
            let screened: super::Bits = occupied ^ (attacks & occupied);
            let beyond: super::Bits = {
                let bit: super::Bits = 1 << square;
                let below = bit - 1;
                ({
                    let line = super::LINES[3][square] ^ bit;
                    let lower = screened & line & below;
                    let upper = screened & line & !below;
                    let highest: super::Bits = 1 << (lower | 1).ilog2();
                    let lowest = upper & upper.wrapping_neg();
                    line & (lowest << 1).wrapping_sub(highest)
                })
                    | ({
                        let line = super::LINES[1][square] ^ bit;
                        let forward = screened & line;
                        let reverse = forward
                            .swap_bytes()
                            .wrapping_sub(bit.swap_bytes());
                        (forward.wrapping_sub(bit) ^ reverse.swap_bytes()) & line
                    })
            } & !attacks;
            beyond & occupied
        }
        /// The moves of `piece` from one square, chosen at run time, as `side`'s piece where the piece has a direction of travel (the others ignore `side`): with a constant `piece` this inlines to the specialised `*_moves_from` function.
        #[inline]
        #[must_use]
        pub const fn moves_from(
            piece: super::Piece,
            side: super::Side,
            square: ::core::primitive::usize,
            occupied: super::Bits,
        ) -> super::Bits {
            let _ = side;
            match piece {
                super::Piece::Cannon => cannon_moves_from(square, occupied),
            }
        }
        /// The captures of `piece` from one square, chosen at run time, as `side`'s piece where the piece has a direction of travel (the others ignore `side`): with a constant `piece` this inlines to the specialised `*_captures_from` function.
        #[inline]
        #[must_use]
        pub const fn captures_from(
            piece: super::Piece,
            side: super::Side,
            square: ::core::primitive::usize,
            occupied: super::Bits,
        ) -> super::Bits {
            let _ = side;
            match piece {
                super::Piece::Cannon => cannon_captures_from(square, occupied),
            }
        }
        /// The `rook` sliders among `pieces` that capture on `square` when `occupied` holds the pieces: exactly the squares of `pieces` whose own captures from there hold `square` (whatever stands on `square`). Asymmetric pieces are turned around exactly (a lame leaper's path is next to the attacker, a jump's hurdle next to the square).
        #[inline]
        #[must_use]
        pub const fn rook_attackers(
            square: ::core::primitive::usize,
            occupied: super::Bits,
            pieces: super::Bits,
        ) -> super::Bits {
            let attacks: super::Bits = {
                let bit: super::Bits = 1 << square;
                let below = bit - 1;
                ({
                    let line = super::LINES[3][square] ^ bit;
                    let lower = occupied & line & below;
                    let upper = occupied & line & !below;
                    let highest: super::Bits = 1 << (lower | 1).ilog2();
                    let lowest = upper & upper.wrapping_neg();
                    line & (lowest << 1).wrapping_sub(highest)
                })
                    | ({
                        let line = super::LINES[1][square] ^ bit;
                        let forward = occupied & line;
                        let reverse = forward
                            .swap_bytes()
                            .wrapping_sub(bit.swap_bytes());
                        (forward.wrapping_sub(bit) ^ reverse.swap_bytes()) & line
                    })
            };
            attacks & pieces
        }
        /// The `knight` leapers among `pieces` that capture on `square` when `occupied` holds the pieces (a leaper ignores them): exactly the squares of `pieces` whose own captures from there hold `square` (whatever stands on `square`). Asymmetric pieces are turned around exactly (a lame leaper's path is next to the attacker, a jump's hurdle next to the square).
        #[inline]
        #[must_use]
        pub const fn knight_attackers(
            square: ::core::primitive::usize,
            pieces: super::Bits,
        ) -> super::Bits {
            super::KNIGHT_ATTACKS[square] & pieces
        }
        /// The `cannon` pieces among `pieces` that capture on `square` when `occupied` holds the pieces: exactly the squares of `pieces` whose own captures from there hold `square` (whatever stands on `square`). Asymmetric pieces are turned around exactly (a lame leaper's path is next to the attacker, a jump's hurdle next to the square).
        #[inline]
        #[must_use]
        pub const fn cannon_attackers(
            square: ::core::primitive::usize,
            occupied: super::Bits,
            pieces: super::Bits,
        ) -> super::Bits {
            let attacks: super::Bits = {
                let bit: super::Bits = 1 << square;
                let below = bit - 1;
                ({
                    let line = super::LINES[3][square] ^ bit;
                    let lower = occupied & line & below;
                    let upper = occupied & line & !below;
                    let highest: super::Bits = 1 << (lower | 1).ilog2();
                    let lowest = upper & upper.wrapping_neg();
                    line & (lowest << 1).wrapping_sub(highest)
                })
                    | ({
                        let line = super::LINES[1][square] ^ bit;
                        let forward = occupied & line;
                        let reverse = forward
                            .swap_bytes()
                            .wrapping_sub(bit.swap_bytes());
                        (forward.wrapping_sub(bit) ^ reverse.swap_bytes()) & line
                    })
            };
            let screened: super::Bits = occupied ^ (attacks & occupied);
            let beyond: super::Bits = {
                let bit: super::Bits = 1 << square;
                let below = bit - 1;
                ({
                    let line = super::LINES[3][square] ^ bit;
                    let lower = screened & line & below;
                    let upper = screened & line & !below;
                    let highest: super::Bits = 1 << (lower | 1).ilog2();
                    let lowest = upper & upper.wrapping_neg();
                    line & (lowest << 1).wrapping_sub(highest)
                })
                    | ({
                        let line = super::LINES[1][square] ^ bit;
                        let forward = screened & line;
                        let reverse = forward
                            .swap_bytes()
                            .wrapping_sub(bit.swap_bytes());
                        (forward.wrapping_sub(bit) ^ reverse.swap_bytes()) & line
                    })
            } & !attacks;
            beyond & pieces
        }
        /// The pieces of `side` that capture on `square` when `occupied` holds the pieces, given `pieces[piece as usize]`, `side`'s pieces of each kind of `Piece`: the union of each kind's `*_attackers`. Check detection is `attackers(them, king, occupied, &their_pieces) != 0`.
        #[inline]
        #[must_use]
        pub const fn attackers(
            side: super::Side,
            square: ::core::primitive::usize,
            occupied: super::Bits,
            pieces: &[super::Bits; super::Piece::COUNT],
        ) -> super::Bits {
            let _ = side;
            cannon_attackers(
                square,
                occupied,
                pieces[super::Piece::Cannon as ::core::primitive::usize],
            )
        }
        /// The pieces of `side` that capture on `square` when `occupied` holds the pieces, kind by kind: entry `piece as usize` is `piece`'s `*_attackers` among `pieces[piece as usize]`. Their union is `attackers`; with every entry of `pieces` the whole board, each entry is where a piece of that kind would attack `square` from.
        #[inline]
        #[must_use]
        pub const fn attackers_by_kind(
            side: super::Side,
            square: ::core::primitive::usize,
            occupied: super::Bits,
            pieces: &[super::Bits; super::Piece::COUNT],
        ) -> [super::Bits; super::Piece::COUNT] {
            let _ = side;
            [
                cannon_attackers(
                    square,
                    occupied,
                    pieces[super::Piece::Cannon as ::core::primitive::usize],
                ),
            ]
        }
    }
}
