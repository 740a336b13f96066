//! The description checked, into the model [`codegen`](crate::codegen)
//! reads: one context (the errors so far, the pieces' names) through every
//! key, so that every independent mistake is reported at once, each on its
//! token; defaults as Fairy-Stockfish's chess base gives them.

use std::collections::BTreeMap;

use bitfill_types::betza::{self, Kind};
use proc_macro2::{Span, TokenTree};
use syn::{Attribute, Ident, LitBool, LitInt, LitStr, Visibility};

use crate::diagnostics::Diagnostics;
use crate::parse::{Description, Entry, parse_list, parse_map};
use bitfill_types::spelling::suggestion as closest;

/// The keys a description may have, as Fairy-Stockfish's `variants.ini`
/// names its options (in snake case), with what each takes.
const KEYS: [(&str, &str); 25] = [
    (
        "variant",
        "Fairy-Stockfish's name of the variant, a string: \"capablanca\"",
    ),
    ("max_file", "the last file, a letter: `j` for 10 files"),
    ("max_rank", "the number of ranks: `8`"),
    (
        "pieces",
        "the pieces, `{ name: letter \"Betza\", ... }`: `{ archbishop: a \"BN\" }`",
    ),
    ("king", "the royal piece, a name of `pieces`"),
    (
        "pawn",
        "the pawn (double step, en passant, promotion), a name of `pieces`",
    ),
    (
        "double_step",
        "whether pawns step twice from their region: `true` or `false`",
    ),
    (
        "double_step_region_white",
        "a region: ranks `*2`, files `a*`, squares `e4`",
    ),
    (
        "double_step_region_black",
        "a region: ranks `*7`, files `a*`, squares `e5`",
    ),
    (
        "promotion_region_white",
        "a region: ranks `*8`, files `a*`, squares `e8`",
    ),
    (
        "promotion_region_black",
        "a region: ranks `*1`, files `a*`, squares `e1`",
    ),
    (
        "promotion_piece_types",
        "the kinds pawns promote to, `[queen, rook, bishop, knight]`",
    ),
    (
        "promotion_piece_types_white",
        "white's promotion kinds, `[queen, rook]`",
    ),
    (
        "promotion_piece_types_black",
        "black's promotion kinds, `[queen, rook]`",
    ),
    (
        "promotion_limit",
        "how many of a kind a side may have to promote to it, `{ queen: 1 }`",
    ),
    ("mandatory_pawn_promotion", "`true` or `false`"),
    ("castling", "whether the variant castles: `true` or `false`"),
    (
        "castling_kingside_file",
        "the king's file after castling on its higher side, a letter: `g`",
    ),
    (
        "castling_queenside_file",
        "the king's file after castling on its lower side, a letter: `c`",
    ),
    (
        "castling_rook_pieces",
        "the kinds that castle with the king, `[rook]`",
    ),
    (
        "chess960",
        "whether castling rights and moves are written as in Chess960: `true` or `false`",
    ),
    (
        "extinction_value",
        "the bare-king rule: `loss` (the bared side loses) or `win`",
    ),
    (
        "extinction_claim",
        "with the bare-king rule, whether baring back draws: `true` or `false`",
    ),
    ("stalemate_value", "`draw` or `loss`"),
    ("start_fen", "the start position, a FEN string"),
];

/// The bare-king rule's counts, Fairy-Stockfish's `extinctionPieceCount`
/// and `extinctionOpponentPieceCount`, which the description also takes.
const COUNT_KEYS: [(&str, &str); 3] = [
    (
        "extinction_piece_count",
        "the most pieces a bared side has, `1` for its king alone",
    ),
    (
        "extinction_opponent_piece_count",
        "the fewest pieces the other side needs, `2`",
    ),
    (
        "extinction_piece_types",
        "the pieces counted: `all` (the only kind bitfill-games reads)",
    ),
];

/// A checked piece.
pub struct Piece {
    pub name: Ident,
    pub letter: char,
    pub betza: LitStr,
    /// The Betza string read, once: what the fast paths are decided from.
    pub components: Vec<betza::Component>,
}

/// A checked variant: what the code is generated from.
pub struct Variant {
    pub attributes: Vec<Attribute>,
    pub visibility: Visibility,
    pub name: Option<Ident>,
    pub fsf_name: LitStr,
    pub files: u32,
    pub ranks: u32,
    pub pieces: Vec<Piece>,
    pub royal: usize,
    pub pawn: Option<usize>,
    /// Per side, squares.
    pub double_step_region: [Vec<u32>; 2],
    pub promotion_region: [Vec<u32>; 2],
    pub promotion_kinds: [Vec<usize>; 2],
    /// Per kind, 0 for none.
    pub promotion_limit: Vec<u32>,
    pub mandatory_promotion: bool,
    /// The king's files and the castling kinds.
    pub castling: Option<(u32, u32, Vec<usize>)>,
    pub chess960: bool,
    /// The counts, the claim, whether the bared side loses.
    pub bare_king: Option<(u32, u32, bool, bool)>,
    pub stalemate_loss: bool,
    pub start_fen: LitStr,
    pub pins_on_lines: bool,
    /// Whether every capturing leap along a rank, file or diagonal goes to
    /// a neighbouring square: then what attacks the king once our pieces
    /// are lifted holds the checkers too (those with nothing between).
    pub checkers_from_xray: bool,
    /// The pawn's steps, when each of its moves is a leap to a neighbouring
    /// square (`fmWfcF`): per step from the first side, whether it moves
    /// and whether it captures.
    pub pawn_steps: Option<Vec<PawnStep>>,
    /// Whether every piece captures where it moves (the pawn aside where
    /// it steps set-wise): then what a side attacks is the union of its
    /// pieces' moves and captures.
    pub attack_map: bool,
    /// Per kind, whether a piece in the way changes its moves (a ride, a
    /// hop or a lame leap; not a leap).
    pub blockable: Vec<bool>,
}

/// One step of a pawn whose moves are all steps to a neighbouring square.
pub struct PawnStep {
    /// (file, rank), from the first side.
    pub step: (i32, i32),
    pub moves: bool,
    pub captures: bool,
}

/// The one checking context.
struct Context<'a> {
    errors: Diagnostics,
    entries: BTreeMap<String, &'a Entry>,
    files: u32,
    ranks: u32,
    pieces: Vec<Piece>,
}

/// Checks a description: the model, or every mistake found.
pub fn check(description: Description) -> syn::Result<Variant> {
    let mut cx = Context {
        errors: Diagnostics::default(),
        entries: BTreeMap::new(),
        files: 8,
        ranks: 8,
        pieces: Vec::new(),
    };
    cx.index(&description.entries, description.body_span);
    if let Some(value) = cx.ident("max_file") {
        match letter_index(&value) {
            Some(file) => cx.files = file + 1,
            None => cx
                .errors
                .error(value.span(), "expected a file letter, `a` to `z`"),
        }
    }
    if let Some(ranks) = cx.int("max_rank") {
        if ranks == 0 {
            cx.errors
                .error(cx.value_span("max_rank"), "a board has at least one rank");
        } else {
            cx.ranks = ranks;
        }
    }
    if cx.files * cx.ranks > 128 {
        cx.errors.error(
            cx.value_span("max_rank"),
            format!(
                "a {} x {} board has {} squares: variants hold their board in a `u64` or a `u128`, at most 128 squares",
                cx.files,
                cx.ranks,
                cx.files * cx.ranks
            ),
        );
    }
    cx.check_pieces(description.body_span);
    let fsf_name = cx.string("variant");
    let start_fen = cx.string("start_fen");
    let royal = cx.piece_or_default("king", "king");
    let pawn = cx.piece_or_default("pawn", "pawn");
    let double_step = cx.boolean("double_step").unwrap_or(true);
    let last = cx.ranks;
    let double_step_region = [
        cx.region("double_step_region_white", &[2]),
        cx.region("double_step_region_black", &[last.saturating_sub(1)]),
    ];
    let double_step_region = if double_step {
        double_step_region
    } else {
        [Vec::new(), Vec::new()]
    };
    let promotion_region = [
        cx.region("promotion_region_white", &[last]),
        cx.region("promotion_region_black", &[1]),
    ];
    let both = cx.piece_list("promotion_piece_types");
    let promotion_kinds = [
        cx.piece_list("promotion_piece_types_white"),
        cx.piece_list("promotion_piece_types_black"),
    ];
    let promotion_kinds = promotion_kinds.map(|kinds| kinds.or_else(|| both.clone()));
    if pawn.is_some() && promotion_kinds.iter().any(Option::is_none) {
        cx.errors.error(
            description.body_span,
            "a variant with a pawn needs `promotion_piece_types` (or `promotion_piece_types_white` and `_black`): the kinds it promotes to",
        );
    }
    let promotion_kinds = promotion_kinds.map(Option::unwrap_or_default);
    let promotion_limit = cx.promotion_limit();
    let mandatory_promotion = cx.boolean("mandatory_pawn_promotion").unwrap_or(true);
    let castling = cx.castling(description.body_span);
    let chess960 = cx.boolean("chess960").unwrap_or(false);
    let bare_king = cx.bare_king();
    let stalemate_loss = match cx.ident("stalemate_value") {
        None => false,
        Some(value) if value == "draw" => false,
        Some(value) if value == "loss" => true,
        Some(value) => {
            cx.errors.error(value.span(), "expected `draw` or `loss`");
            false
        }
    };
    if let Some(fen) = &start_fen {
        cx.check_start_fen(fen, royal);
    }
    let pins_on_lines = cx.pins_on_lines();
    let checkers_from_xray = cx.checkers_from_xray();
    let pawn_steps = pawn.and_then(|pawn| cx.pawn_steps(pawn));
    let attack_map = cx.captures_where_moving(if pawn_steps.is_some() { pawn } else { None });
    for (side, kinds) in promotion_kinds.iter().enumerate() {
        if royal.is_some_and(|royal| kinds.contains(&royal)) {
            let own = ["promotion_piece_types_white", "promotion_piece_types_black"][side];
            let key = if cx.entries.contains_key(own) {
                own
            } else {
                "promotion_piece_types"
            };
            cx.errors.error(
                cx.value_span(key),
                "pawns may not promote to the royal piece",
            );
        }
    }
    let blockable = cx
        .pieces
        .iter()
        .map(|piece| {
            piece
                .components
                .iter()
                .any(|component| component.kind != Kind::Leap)
        })
        .collect();
    let errors = cx.errors.into_error();
    let (Some(fsf_name), Some(start_fen), Some(royal)) = (fsf_name, start_fen, royal) else {
        return Err(
            errors.unwrap_or_else(|| syn::Error::new(description.body_span, "incomplete variant"))
        );
    };
    if let Some(errors) = errors {
        return Err(errors);
    }
    Ok(Variant {
        attributes: description.attributes,
        visibility: description.visibility,
        name: description.name,
        fsf_name,
        files: cx.files,
        ranks: cx.ranks,
        pieces: cx.pieces,
        royal,
        pawn,
        double_step_region,
        promotion_region,
        promotion_kinds,
        promotion_limit,
        mandatory_promotion,
        castling,
        chess960,
        bare_king,
        stalemate_loss,
        start_fen,
        pins_on_lines,
        checkers_from_xray,
        pawn_steps,
        attack_map,
        blockable,
    })
}

/// `a` is 0.
fn letter_index(letter: &Ident) -> Option<u32> {
    let text = letter.to_string();
    let mut characters = text.chars();
    match (characters.next(), characters.next()) {
        (Some(letter @ 'a'..='z'), None) => Some(u32::from(letter) - u32::from('a')),
        _ => None,
    }
}

impl<'a> Context<'a> {
    /// Indexes the entries by key: unknown keys and duplicates are errors,
    /// required keys missing too.
    fn index(&mut self, entries: &'a [Entry], body: Span) {
        let known: Vec<&str> = KEYS
            .iter()
            .chain(&COUNT_KEYS)
            .map(|(key, _)| *key)
            .collect();
        for entry in entries {
            let key = entry.key.to_string();
            if !known.contains(&key.as_str()) {
                let hint = closest(&key, known.iter().copied())
                    .map(|name| format!("; did you mean `{name}`?"))
                    .unwrap_or_else(|| {
                        format!(
                            "; the keys are Fairy-Stockfish's options in snake case: {}",
                            known.join(", ")
                        )
                    });
                self.errors
                    .error(entry.key.span(), format!("unknown key `{key}`{hint}"));
                continue;
            }
            if self.entries.contains_key(&key) {
                self.errors
                    .error(entry.key.span(), format!("`{key}` is given twice"));
                continue;
            }
            self.entries.insert(key, entry);
        }
        for required in ["variant", "pieces", "start_fen"] {
            if !self.entries.contains_key(required) {
                let what = KEYS
                    .iter()
                    .find(|(key, _)| *key == required)
                    .map_or("", |(_, what)| what);
                self.errors
                    .error(body, format!("missing `{required}`: {what}"));
            }
        }
    }

    fn value_span(&self, key: &str) -> Span {
        self.entries
            .get(key)
            .map_or_else(Span::call_site, |entry| entry.value_span())
    }

    /// The single token of `key`'s value, parsed as `T`; an error on it
    /// saying what the key takes otherwise.
    fn single<T: syn::parse::Parse>(&mut self, key: &str) -> Option<T> {
        let entry = self.entries.get(key)?;
        match syn::parse2::<T>(entry.value.clone()) {
            Ok(value) => Some(value),
            Err(_) => {
                let what = KEYS
                    .iter()
                    .chain(&COUNT_KEYS)
                    .find(|(name, _)| *name == key)
                    .map_or("", |(_, what)| what);
                self.errors
                    .error(entry.value_span(), format!("`{key}` takes {what}"));
                None
            }
        }
    }

    fn string(&mut self, key: &str) -> Option<LitStr> {
        self.single::<LitStr>(key)
    }

    fn ident(&mut self, key: &str) -> Option<Ident> {
        self.single::<Ident>(key)
    }

    fn int(&mut self, key: &str) -> Option<u32> {
        let literal = self.single::<LitInt>(key)?;
        match literal.base10_parse::<u32>() {
            Ok(value) => Some(value),
            Err(error) => {
                self.errors.error(literal.span(), error);
                None
            }
        }
    }

    fn boolean(&mut self, key: &str) -> Option<bool> {
        self.single::<LitBool>(key).map(|literal| literal.value)
    }

    /// `pieces: { name: letter "Betza", ... }`.
    fn check_pieces(&mut self, body: Span) {
        let Some(entry) = self.entries.get("pieces").copied() else {
            return;
        };
        let entries = match parse_map(entry.value.clone()) {
            Ok(entries) => entries,
            Err(_) => {
                self.errors.error(
                    entry.value_span(),
                    "`pieces` takes `{ name: letter \"Betza\", ... }`: `{ archbishop: a \"BN\" }`",
                );
                return;
            }
        };
        if entries.is_empty() {
            self.errors
                .error(entry.value_span(), "a variant has at least its royal piece");
        }
        for piece in entries {
            let tokens: Vec<TokenTree> = piece.value.clone().into_iter().collect();
            let (letter, betza) = match tokens.as_slice() {
                [TokenTree::Ident(letter), TokenTree::Literal(betza)] => (
                    letter.clone(),
                    syn::parse2::<LitStr>(TokenTree::Literal(betza.clone()).into()).ok(),
                ),
                _ => (Ident::new("_", piece.value_span()), None),
            };
            let Some(betza) = betza else {
                self.errors.error(
                    piece.value_span(),
                    format!(
                        "`{}` takes its FEN letter and its Betza string, `{}: letter \"Betza\"`, as `archbishop: a \"BN\"`",
                        piece.key, piece.key
                    ),
                );
                continue;
            };
            let Some(letter_index) = letter_index(&letter) else {
                self.errors.error(
                    letter.span(),
                    "a piece's FEN letter is one lowercase letter, `a` to `z`",
                );
                continue;
            };
            let letter = char::from(b'a' + u8::try_from(letter_index).unwrap_or(0));
            let components = match betza::parse(&betza.value()) {
                Ok(components) => components,
                Err(error) => {
                    self.errors
                        .error(betza.span(), format!("`{}`: {error}", betza.value()));
                    continue;
                }
            };
            if let Some(other) = self.pieces.iter().find(|other| other.letter == letter) {
                self.errors.error(
                    piece.value_span(),
                    format!(
                        "`{}` has the letter `{letter}` of `{}`: each piece needs its own",
                        piece.key, other.name
                    ),
                );
                continue;
            }
            if self.pieces.iter().any(|other| other.name == piece.key) {
                self.errors.error(
                    piece.key.span(),
                    format!("`{}` is declared twice", piece.key),
                );
                continue;
            }
            self.pieces.push(Piece {
                name: piece.key.clone(),
                letter,
                betza,
                components,
            });
        }
        let _ = body;
    }

    /// The kind named `name`, or an error on it.
    fn kind(&mut self, name: &Ident) -> Option<usize> {
        let found = self.pieces.iter().position(|piece| piece.name == *name);
        if found.is_none() && !self.pieces.is_empty() {
            let known: Vec<String> = self
                .pieces
                .iter()
                .map(|piece| piece.name.to_string())
                .collect();
            let hint = closest(&name.to_string(), known.iter().map(String::as_str))
                .map(|candidate| format!("; did you mean `{candidate}`?"))
                .unwrap_or_else(|| format!("; the pieces are {}", known.join(", ")));
            self.errors
                .error(name.span(), format!("no piece `{name}` in `pieces`{hint}"));
        }
        found
    }

    /// `key`'s piece, or the piece named `default` if there is one.
    fn piece_or_default(&mut self, key: &str, default: &str) -> Option<usize> {
        if self.entries.contains_key(key) {
            let name = self.ident(key)?;
            return self.kind(&name);
        }
        let found = self.pieces.iter().position(|piece| piece.name == default);
        if found.is_none() && key == "king" && !self.pieces.is_empty() {
            let span = self.value_span("pieces");
            self.errors.error(
                span,
                "no piece is named `king`: name the royal piece with `king: name`",
            );
        }
        found
    }

    /// A list of piece names.
    fn piece_list(&mut self, key: &str) -> Option<Vec<usize>> {
        let entry = self.entries.get(key).copied()?;
        let names = match parse_list(entry.value.clone()) {
            Ok(names) => names,
            Err(_) => {
                self.errors.error(
                    entry.value_span(),
                    format!("`{key}` takes a list of pieces: `[queen, rook]`"),
                );
                return None;
            }
        };
        Some(names.iter().filter_map(|name| self.kind(name)).collect())
    }

    /// `promotion_limit: { queen: 1, ... }`, per kind (0: none).
    fn promotion_limit(&mut self) -> Vec<u32> {
        let mut limits = vec![0; self.pieces.len()];
        let Some(entry) = self.entries.get("promotion_limit").copied() else {
            return limits;
        };
        let Ok(entries) = parse_map(entry.value.clone()) else {
            self.errors.error(
                entry.value_span(),
                "`promotion_limit` takes `{ queen: 1, rook: 2 }`",
            );
            return limits;
        };
        for limit in entries {
            let Some(kind) = self.kind(&limit.key) else {
                continue;
            };
            match syn::parse2::<LitInt>(limit.value.clone())
                .and_then(|value| value.base10_parse::<u32>())
            {
                Ok(value) if value > 0 => limits[kind] = value,
                _ => self
                    .errors
                    .error(limit.value_span(), "a limit is a number from 1"),
            }
        }
        limits
    }

    /// A region's squares: `*2` (a rank), `a*` (a file), `e4` (a square),
    /// several separated by spaces; `default_ranks` when absent.
    fn region(&mut self, key: &str, default_ranks: &[u32]) -> Vec<u32> {
        let (files, ranks) = (self.files, self.ranks);
        let rank_squares = |rank: u32| (0..files).map(move |file| (rank - 1) * files + file);
        let Some(entry) = self.entries.get(key).copied() else {
            return default_ranks
                .iter()
                .filter(|&&rank| (1..=ranks).contains(&rank))
                .flat_map(|&rank| rank_squares(rank))
                .collect();
        };
        let mut squares = Vec::new();
        let tokens: Vec<TokenTree> = entry.value.clone().into_iter().collect();
        let mut index = 0;
        let bad = "a region is ranks `*2`, files `a*` and squares `e4`, separated by spaces";
        while index < tokens.len() {
            match (&tokens[index], tokens.get(index + 1)) {
                (TokenTree::Punct(star), Some(TokenTree::Literal(rank)))
                    if star.as_char() == '*' =>
                {
                    match rank.to_string().parse::<u32>() {
                        Ok(rank) if (1..=ranks).contains(&rank) => {
                            squares.extend(rank_squares(rank))
                        }
                        _ => self
                            .errors
                            .error(rank.span(), format!("no rank {rank} on a board of {ranks}")),
                    }
                    index += 2;
                }
                (TokenTree::Ident(file), Some(TokenTree::Punct(star)))
                    if star.as_char() == '*' && letter_index(file).is_some() =>
                {
                    let file_index = letter_index(file).unwrap_or(0);
                    if file_index < files {
                        squares.extend((0..ranks).map(|rank| rank * files + file_index));
                    } else {
                        self.errors.error(
                            file.span(),
                            format!("no file {file} on a board of {files} files"),
                        );
                    }
                    index += 2;
                }
                (TokenTree::Ident(square), _) => {
                    let text = square.to_string();
                    let (file, rank) = text.split_at(
                        text.find(|c: char| c.is_ascii_digit())
                            .unwrap_or(text.len()),
                    );
                    let file =
                        (file.len() == 1).then(|| u32::from(file.as_bytes()[0]) - u32::from(b'a'));
                    match (file, rank.parse::<u32>()) {
                        (Some(file), Ok(rank)) if file < files && (1..=ranks).contains(&rank) => {
                            squares.push((rank - 1) * files + file);
                        }
                        _ => self.errors.error(
                            square.span(),
                            format!("`{text}` is not a square of the board"),
                        ),
                    }
                    index += 1;
                }
                (other, _) => {
                    self.errors.error(other.span(), bad);
                    index += 1;
                }
            }
        }
        squares
    }

    /// Castling's files and kinds, if the variant castles.
    fn castling(&mut self, body: Span) -> Option<(u32, u32, Vec<usize>)> {
        let enabled = self.boolean("castling").unwrap_or(true);
        let file = |cx: &mut Self, key: &str, default: u32| match cx.ident(key) {
            None => default,
            Some(letter) => match letter_index(&letter) {
                Some(file) if file < cx.files => file,
                _ => {
                    cx.errors.error(
                        letter.span(),
                        format!(
                            "expected a file letter of the board, `a` to `{}`",
                            char::from(b'a' + u8::try_from(cx.files - 1).unwrap_or(0))
                        ),
                    );
                    default
                }
            },
        };
        let kingside = file(self, "castling_kingside_file", 6);
        let queenside = file(self, "castling_queenside_file", 2);
        let given = self.entries.contains_key("castling_rook_pieces");
        let rooks = match self.piece_list("castling_rook_pieces") {
            Some(rooks) => rooks,
            None => self
                .pieces
                .iter()
                .position(|piece| piece.name == "rook")
                .into_iter()
                .collect(),
        };
        if !enabled {
            return None;
        }
        // A list given with mistakes has had its error.
        if rooks.is_empty() && !given && !self.pieces.is_empty() {
            self.errors.error(
                body,
                "castling needs `castling_rook_pieces` (no piece is named `rook`), or `castling: false`",
            );
            return None;
        }
        if kingside >= self.files
            || queenside >= self.files
            || kingside < 1
            || queenside + 1 >= self.files
        {
            self.errors.error(
                body,
                "the castling files leave no square for the rook beside the king",
            );
            return None;
        }
        Some((kingside, queenside, rooks))
    }

    /// The bare-king rule: `extinction_value` and its companions.
    fn bare_king(&mut self) -> Option<(u32, u32, bool, bool)> {
        let value = self.ident("extinction_value");
        let claim = self.boolean("extinction_claim").unwrap_or(false);
        let count = self.int("extinction_piece_count").unwrap_or(0);
        let opponent_count = self.int("extinction_opponent_piece_count").unwrap_or(0);
        if let Some(types) = self.ident("extinction_piece_types") {
            if types != "all" {
                self.errors.error(
                    types.span(),
                    "bitfill-games reads the extinction of all pieces only: `all`",
                );
            }
        }
        let value = value?;
        let bared_loses = match value.to_string().as_str() {
            "loss" => true,
            "win" => false,
            _ => {
                self.errors.error(value.span(), "expected `loss` or `win`");
                return None;
            }
        };
        Some((count, opponent_count, claim, bared_loses))
    }

    /// The start position's placement: its ranks, their lengths, the
    /// pieces' letters, one royal piece a side (the rest is read when the
    /// variant runs).
    fn check_start_fen(&mut self, fen: &LitStr, royal: Option<usize>) {
        let text = fen.value();
        let placement = text.split_whitespace().next().unwrap_or("");
        let ranks: Vec<&str> = placement.split('/').collect();
        if ranks.len() != self.ranks as usize {
            self.errors.error(
                fen.span(),
                format!(
                    "the start position has {} ranks, the board {}",
                    ranks.len(),
                    self.ranks
                ),
            );
            return;
        }
        for (index, rank) in ranks.iter().enumerate() {
            let mut squares = 0u32;
            let mut digits = String::new();
            for character in rank.chars().chain(['/']) {
                if character.is_ascii_digit() {
                    digits.push(character);
                    continue;
                }
                squares += digits.parse::<u32>().unwrap_or(0);
                digits.clear();
                if character == '/' {
                    break;
                }
                let lower = character.to_ascii_lowercase();
                if !self.pieces.iter().any(|piece| piece.letter == lower) && !self.pieces.is_empty()
                {
                    self.errors.error(
                        fen.span(),
                        format!("the start position has `{character}`, which is no piece's letter"),
                    );
                    return;
                }
                squares += 1;
            }
            if squares != self.files {
                self.errors.error(
                    fen.span(),
                    format!(
                        "rank {} of the start position has {squares} squares, the board {} files",
                        self.ranks as usize - index,
                        self.files
                    ),
                );
                return;
            }
        }
        let Some(royal) = royal.and_then(|royal| self.pieces.get(royal)) else {
            return;
        };
        for (side, letter) in [
            ("white", royal.letter.to_ascii_uppercase()),
            ("black", royal.letter),
        ] {
            let count = placement.chars().filter(|&each| each == letter).count();
            if count != 1 {
                self.errors.error(
                    fen.span(),
                    format!(
                        "the start position needs one {side} {} (`{letter}`), the royal piece; it has {count}",
                        royal.name
                    ),
                );
            }
        }
    }

    /// Whether every attack is a leap or a ride along ranks, files and
    /// diagonals: no hop, lame leap or other ride.
    fn pins_on_lines(&self) -> bool {
        self.pieces.iter().all(|piece| {
            piece
                .components
                .iter()
                .filter(|component| component.modality.captures())
                .all(|component| match component.kind {
                    Kind::Leap => true,
                    Kind::Ride { .. } => component.step.0.abs() <= 1 && component.step.1.abs() <= 1,
                    Kind::Hop { .. } | Kind::Grasshop | Kind::Lame { .. } => false,
                })
        })
    }

    /// Whether no capturing leap lies along a line beyond the neighbouring
    /// square (a dabbaba's or an alfil's would look like a pin).
    fn checkers_from_xray(&self) -> bool {
        self.pieces.iter().all(|piece| {
            piece
                .components
                .iter()
                .filter(|component| component.modality.captures() && component.kind == Kind::Leap)
                .all(|component| {
                    let (file, rank) = (component.step.0.abs(), component.step.1.abs());
                    let on_line = file == 0 || rank == 0 || file == rank;
                    !on_line || file.max(rank) <= 1
                })
        })
    }

    /// The pawn's steps, if all its moves are leaps to neighbouring squares.
    fn pawn_steps(&self, pawn: usize) -> Option<Vec<PawnStep>> {
        let mut steps: Vec<PawnStep> = Vec::new();
        for component in &self.pieces.get(pawn)?.components {
            let (file, rank) = component.step;
            if component.kind != Kind::Leap || file.abs().max(rank.abs()) != 1 {
                return None;
            }
            let (moves, captures) = (component.modality.moves(), component.modality.captures());
            match steps.iter_mut().find(|each| each.step == component.step) {
                Some(each) => {
                    each.moves |= moves;
                    each.captures |= captures;
                }
                None => steps.push(PawnStep {
                    step: component.step,
                    moves,
                    captures,
                }),
            }
        }
        Some(steps)
    }

    /// Whether every piece but `except` captures along the same steps as
    /// it moves.
    fn captures_where_moving(&self, except: Option<usize>) -> bool {
        self.pieces.iter().enumerate().all(|(kind, piece)| {
            let of = |captures: bool| -> Vec<(&(i32, i32), &Kind)> {
                piece
                    .components
                    .iter()
                    .filter(|each| {
                        if captures {
                            each.modality.captures()
                        } else {
                            each.modality.moves()
                        }
                    })
                    .map(|each| (&each.step, &each.kind))
                    .collect()
            };
            let (moves, captures) = (of(false), of(true));
            Some(kind) == except
                || moves.iter().all(|each| captures.contains(each))
                    && captures.iter().all(|each| moves.contains(each))
        })
    }
}
