//! Op locations kept as source positions until asked for.
//!
//! Every parsed op (and block argument) has a `file:line:col` location. Making each one a
//! uniqued attribute while parsing costs a hash-table insert and about 40 bytes per op (a
//! fifth of the memory of a parsed million-op file), yet most runs never look at them: they are printed only with
//! `--mlir-print-debuginfo` and read by diagnostics. So the parser stores, in place of the
//! location, the op's position in its source ([`OpLoc`]); the store keeps each parsed source's
//! line table ([`SourceLines`]) and makes the location when [`Ir::loc`] is asked, giving the
//! very location the parser would have made.
//!
//! Invariants:
//! - an [`OpLoc`] below [`PENDING`] is an interned location's index; from [`PENDING`] up it
//!   is `PENDING + position`, where positions number the bytes of every source the store
//!   registered, one after the other (a source's positions start at its `first`);
//! - sources are registered, never removed or changed, while the store lives, in increasing
//!   order of `first`: a position names one byte of one source for good;
//! - resolving a position interns `file_line_col(file, line, col)` exactly as the parser's
//!   own `loc_at` does for that offset, so lazily and eagerly made locations are the same
//!   attribute.

use super::Ir;
use crate::attrs::{Attribute, Location};
use crate::ident::Ident;
use std::sync::Arc;

/// Positions from this value up are pending source positions; below it, interned locations.
const PENDING: u32 = 1 << 31;

/// An op's or block argument's location as stored: an interned [`Location`] or a position
/// in a parsed source.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct OpLoc(u32);

impl From<Location> for OpLoc {
    #[inline]
    fn from(l: Location) -> OpLoc {
        // Interned indices stay below 2^31 (the interner stops there).
        debug_assert!(l.0 .0 < PENDING);
        OpLoc(l.0 .0)
    }
}

impl OpLoc {
    #[inline]
    pub(crate) fn interned(self) -> Option<Location> {
        (self.0 < PENDING).then_some(Location(Attribute(self.0)))
    }
}

/// Where lines start in a stretch of source text.
pub struct SourceLines {
    /// Offsets, from the stretch's start, where its lines start; the first is 0.
    starts: Starts,
    /// 1-based (line, column) of the stretch's first byte in its file.
    base: (u32, u32),
}

/// Line starts, 4 bytes each for a stretch shorter than 4 GiB.
enum Starts {
    Narrow(Vec<u32>),
    Wide(Vec<usize>),
}

impl SourceLines {
    /// Indexes `text`, whose first byte is at 1-based (line, column) `base` of its file.
    pub fn new(text: &[u8], base: (u32, u32)) -> SourceLines {
        let newlines = memchr::memchr_iter(b'\n', text);
        let starts = if u32::try_from(text.len()).is_ok() {
            let mut starts = Vec::with_capacity(text.len() / 32 + 1);
            starts.push(0);
            starts.extend(newlines.map(|i| i as u32 + 1));
            Starts::Narrow(starts)
        } else {
            Starts::Wide(std::iter::once(0).chain(newlines.map(|i| i + 1)).collect())
        };
        SourceLines { starts, base }
    }

    /// Number of lines.
    pub fn num_lines(&self) -> usize {
        match &self.starts {
            Starts::Narrow(s) => s.len(),
            Starts::Wide(s) => s.len(),
        }
    }

    /// Where line `l` starts.
    #[inline]
    fn start(&self, l: usize) -> usize {
        match &self.starts {
            Starts::Narrow(s) => s[l] as usize,
            Starts::Wide(s) => s[l],
        }
    }

    /// The line index holding offset `rel` (a binary search).
    pub fn line_of(&self, rel: usize) -> usize {
        let l = match &self.starts {
            Starts::Narrow(s) => s.partition_point(|&x| x as usize <= rel),
            Starts::Wide(s) => s.partition_point(|&x| x <= rel),
        };
        l - 1
    }

    /// As [`SourceLines::line_of`], searching forward from line `hint` first (parsing moves
    /// forward: the line asked for is nearly always the last one or one of the next few).
    pub fn line_from(&self, rel: usize, hint: usize) -> usize {
        let n = self.num_lines();
        let mut l = hint.min(n - 1);
        if self.start(l) > rel {
            return self.line_of(rel);
        }
        let mut steps = 0;
        while l + 1 < n && self.start(l + 1) <= rel {
            if steps == 8 {
                return self.line_of(rel);
            }
            l += 1;
            steps += 1;
        }
        l
    }

    /// 1-based (line, column) in the file of offset `rel` of the stretch, on line index `l`
    /// (as found by [`SourceLines::line_of`]).
    pub fn line_col_on(&self, rel: usize, l: usize) -> (u32, u32) {
        let col = (rel - self.start(l)) as u32 + 1;
        if l == 0 {
            (self.base.0, self.base.1 + col - 1)
        } else {
            (self.base.0 + l as u32, col)
        }
    }
}

/// A source registered with a store.
pub(crate) struct Source {
    /// Position of the source's first byte.
    first: u32,
    filename: Ident,
    lines: Arc<SourceLines>,
}

/// The sources registered with a store, in order of `first`.
#[derive(Default)]
pub(crate) struct Sources {
    list: Vec<Source>,
    /// Position the next source starts at.
    next: u32,
}

/// A source registered with a store: turns offsets into pending op locations.
#[derive(Copy, Clone, Debug)]
pub struct SourceRef {
    first: u32,
    len: u32,
}

impl SourceRef {
    /// The pending location of offset `rel` of the source (out-of-range offsets are clamped
    /// to its end, which is a valid position too).
    #[inline]
    pub fn loc(self, rel: usize) -> OpLoc {
        let rel = (rel.min(self.len as usize)) as u32;
        OpLoc(PENDING + self.first + rel)
    }
}

impl Ir {
    /// Registers a parsed source in `filename` with line table `lines`, so that ops can be
    /// given its offsets as locations ([`SourceRef::loc`]). `None` when the store's 2 GiB of
    /// positions are used up (callers then intern locations as they go).
    pub fn add_source(&mut self, filename: Ident, lines: Arc<SourceLines>, len: usize) -> Option<SourceRef> {
        let len = u32::try_from(len).ok()?;
        let first = self.sources.next;
        // One position past the end (clamped offsets) stays below 2^31 too.
        let next = first.checked_add(len)?.checked_add(1).filter(|&n| n < PENDING)?;
        self.sources.next = next;
        self.sources.list.push(Source { first, filename, lines });
        Some(SourceRef { first, len })
    }

    /// The location an [`OpLoc`] stands for, interning it if it is a source position.
    pub(crate) fn resolve_loc(&self, l: OpLoc) -> Location {
        if let Some(loc) = l.interned() {
            return loc;
        }
        let pos = l.0 - PENDING;
        let list = &self.sources.list;
        // The last source starting at or before `pos` holds it (sources are contiguous).
        let i = list.partition_point(|s| s.first <= pos).saturating_sub(1);
        let Some(s) = list.get(i) else {
            return self.ctx.unknown_loc();
        };
        let rel = (pos - s.first) as usize;
        let (line, col) = s.lines.line_col_on(rel, s.lines.line_of(rel));
        self.ctx.file_line_col(s.filename, line, col)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn line_and_column_of_offsets() {
        let text = b"ab\ncd\n\nefg";
        let lines = SourceLines::new(text, (1, 1));
        assert_eq!(lines.num_lines(), 4);
        let at = |rel: usize, hint: usize| lines.line_col_on(rel, lines.line_from(rel, hint));
        assert_eq!(at(0, 0), (1, 1));
        assert_eq!(at(1, 0), (1, 2));
        assert_eq!(at(3, 0), (2, 1));
        assert_eq!(at(6, 0), (3, 1));
        assert_eq!(at(9, 0), (4, 3));
        // Any hint gives the same answer.
        for hint in 0..6 {
            assert_eq!(at(4, hint), (2, 2));
        }
        // A stretch starting mid-line: its first line's columns are shifted.
        let mid = SourceLines::new(b"x\ny", (5, 7));
        assert_eq!(mid.line_col_on(0, 0), (5, 7));
        assert_eq!(mid.line_col_on(2, 1), (6, 1));
    }

    /// A stretch too long for 4-byte offsets (made here by hand) answers as a short one does.
    #[test]
    fn wide_starts_agree_with_narrow_ones() {
        let text = b"ab\ncd\n\nefg\nh";
        for base in [(1, 1), (2, 1), (2, 2)] {
            let narrow = SourceLines::new(text, base);
            let wide_starts = std::iter::once(0).chain(memchr::memchr_iter(b'\n', text).map(|i| i + 1)).collect();
            let wide = SourceLines { starts: Starts::Wide(wide_starts), base };
            assert_eq!(wide.num_lines(), narrow.num_lines());
            for rel in 0..=text.len() {
                for hint in 0..narrow.num_lines() {
                    let (w, n) = (wide.line_from(rel, hint), narrow.line_from(rel, hint));
                    assert_eq!(w, n, "offset {rel}, hint {hint}");
                    assert_eq!(wide.line_col_on(rel, w), narrow.line_col_on(rel, n));
                }
            }
        }
    }

    #[test]
    fn pending_locations_resolve_to_the_interned_ones() {
        let ctx = crate::Context::new();
        let mut ir = Ir::new(&ctx);
        let file = ctx.ident("a.mlir");
        let text = "x\n  y\n";
        let lines = Arc::new(SourceLines::new(text.as_bytes(), (1, 1)));
        let src = ir.add_source(file, lines.clone(), text.len()).unwrap();
        let second = ir.add_source(ctx.ident("b.mlir"), lines, text.len()).unwrap();
        assert_eq!(ir.resolve_loc(src.loc(4)), ctx.file_line_col(file, 2, 3));
        assert_eq!(ir.resolve_loc(second.loc(0)), ctx.file_line_col(ctx.ident("b.mlir"), 1, 1));
        // Interned locations pass through.
        let l = ctx.file_line_col(file, 9, 9);
        assert_eq!(ir.resolve_loc(l.into()), l);
    }
}
