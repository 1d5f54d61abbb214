//! Remarks in LLVM's remark bitstream container, as LLVM's `BitstreamRemarkSerializer` writes
//! it (and LLVM's remark tools read it); a container without remarks is empty. Otherwise:
//!
//! - the magic `RMRK`;
//! - a BLOCKINFO block naming the Meta (8) and Remark (9) blocks and their records and
//!   defining the abbreviations the records use;
//! - a Meta block: container version 1 and type 1, remark version 0;
//! - one Remark block per remark: a header (kind, name, pass, function as string-table
//!   indices), the source position, and one record per argument;
//! - a closing Meta block holding the string table (NUL-terminated strings, first use first).

use std::collections::HashMap;

use super::{source_position, Remark, RemarkKind};
use crate::context::Context;

const META_BLOCK: u64 = 8;
const REMARK_BLOCK: u64 = 9;

// Record codes.
const META_CONTAINER_INFO: u64 = 1;
const META_REMARK_VERSION: u64 = 2;
const META_STRTAB: u64 = 3;
const REMARK_HEADER: u64 = 5;
const REMARK_DEBUG_LOC: u64 = 6;
const REMARK_HOTNESS: u64 = 7;
const REMARK_ARG_WITH_DEBUG_LOC: u64 = 8;
const REMARK_ARG: u64 = 9;

// Abbreviation ids: the first application id is 4, numbered per block in definition order.
const ABBREV_CONTAINER_INFO: u64 = 4;
const ABBREV_REMARK_VERSION: u64 = 5;
const ABBREV_STRTAB: u64 = 6;
const ABBREV_HEADER: u64 = 4;
const ABBREV_DEBUG_LOC: u64 = 5;
const ABBREV_ARG: u64 = 8;

/// One operand of an abbreviation.
#[derive(Copy, Clone)]
enum Op {
    Literal(u64),
    Fixed(u32),
    Vbr(u32),
    Blob,
}

/// A bit-level writer with LLVM's block structure: bits fill 32-bit little-endian words;
/// a block records its length in words when it is closed.
struct BitWriter {
    out: Vec<u8>,
    cur: u64,
    bits: u32,
    code_width: u32,
    /// Open blocks: (index of their length word, enclosing code width).
    open: Vec<(usize, u32)>,
}

impl BitWriter {
    fn new() -> Self {
        BitWriter { out: Vec::new(), cur: 0, bits: 0, code_width: 2, open: Vec::new() }
    }

    fn emit(&mut self, value: u64, width: u32) {
        debug_assert!(width <= 32 && (width == 32 || value >> width == 0));
        self.cur |= value << self.bits;
        self.bits += width;
        while self.bits >= 32 {
            self.out.extend_from_slice(&(self.cur as u32).to_le_bytes());
            self.cur >>= 32;
            self.bits -= 32;
        }
    }

    fn vbr(&mut self, mut value: u64, width: u32) {
        let high = 1u64 << (width - 1);
        while value >= high {
            self.emit((value & (high - 1)) | high, width);
            value >>= width - 1;
        }
        self.emit(value, width);
    }

    fn align32(&mut self) {
        if self.bits > 0 {
            self.emit(0, 32 - self.bits);
        }
    }

    fn enter_block(&mut self, id: u64, code_width: u32) {
        self.emit(1, self.code_width);
        self.vbr(id, 8);
        self.vbr(code_width as u64, 4);
        self.align32();
        self.open.push((self.out.len(), self.code_width));
        self.emit(0, 32);
        self.code_width = code_width;
    }

    fn exit_block(&mut self) {
        self.emit(0, self.code_width);
        self.align32();
        let (at, outer) = self.open.pop().expect("exit_block without a block");
        let words = ((self.out.len() - at) / 4 - 1) as u32;
        self.out[at..at + 4].copy_from_slice(&words.to_le_bytes());
        self.code_width = outer;
    }

    fn unabbreviated(&mut self, code: u64, ops: &[u64]) {
        self.emit(3, self.code_width);
        self.vbr(code, 6);
        self.vbr(ops.len() as u64, 6);
        for &op in ops {
            self.vbr(op, 6);
        }
    }

    fn define_abbrev(&mut self, ops: &[Op]) {
        self.emit(2, self.code_width);
        self.vbr(ops.len() as u64, 5);
        for op in ops {
            match *op {
                Op::Literal(v) => {
                    self.emit(1, 1);
                    self.vbr(v, 8);
                }
                Op::Fixed(w) => {
                    self.emit(0, 1);
                    self.emit(1, 3);
                    self.vbr(w as u64, 5);
                }
                Op::Vbr(w) => {
                    self.emit(0, 1);
                    self.emit(2, 3);
                    self.vbr(w as u64, 5);
                }
                Op::Blob => {
                    self.emit(0, 1);
                    self.emit(5, 3);
                }
            }
        }
    }

    /// A record through abbreviation `id` of shape `ops`; `values` holds one value per
    /// non-literal, non-blob operand.
    fn abbreviated(&mut self, id: u64, ops: &[Op], values: &[u64], blob: &[u8]) {
        self.emit(id, self.code_width);
        let mut values = values.iter();
        for op in ops {
            match *op {
                Op::Literal(_) => {}
                Op::Fixed(w) => self.emit(*values.next().expect("a value per operand"), w),
                Op::Vbr(w) => self.vbr(*values.next().expect("a value per operand"), w),
                Op::Blob => {
                    self.vbr(blob.len() as u64, 6);
                    self.align32();
                    self.out.extend_from_slice(blob);
                    self.out.resize(self.out.len().next_multiple_of(4), 0);
                }
            }
        }
    }
}

const CONTAINER_INFO: [Op; 3] = [Op::Literal(META_CONTAINER_INFO), Op::Fixed(32), Op::Fixed(2)];
const REMARK_VERSION: [Op; 2] = [Op::Literal(META_REMARK_VERSION), Op::Fixed(32)];
const STRTAB: [Op; 2] = [Op::Literal(META_STRTAB), Op::Blob];
const HEADER: [Op; 5] = [Op::Literal(REMARK_HEADER), Op::Fixed(3), Op::Vbr(6), Op::Vbr(6), Op::Vbr(8)];
const DEBUG_LOC: [Op; 4] = [Op::Literal(REMARK_DEBUG_LOC), Op::Vbr(7), Op::Fixed(32), Op::Fixed(32)];
const HOTNESS: [Op; 2] = [Op::Literal(REMARK_HOTNESS), Op::Vbr(8)];
const ARG_WITH_DEBUG_LOC: [Op; 6] =
    [Op::Literal(REMARK_ARG_WITH_DEBUG_LOC), Op::Vbr(7), Op::Vbr(7), Op::Vbr(7), Op::Fixed(32), Op::Fixed(32)];
const ARG: [Op; 3] = [Op::Literal(REMARK_ARG), Op::Vbr(7), Op::Vbr(7)];

/// LLVM's remark type numbers.
fn type_code(kind: RemarkKind) -> u64 {
    match kind {
        RemarkKind::Unknown => 0,
        RemarkKind::Passed => 1,
        RemarkKind::Missed => 2,
        RemarkKind::Analysis => 3,
        RemarkKind::Failure => 6,
    }
}

/// Writes a standalone remark container: the preamble on creation, one block per remark,
/// the string table on [`RemarkWriter::finish`].
pub(super) struct RemarkWriter {
    w: BitWriter,
    strings: Vec<String>,
    index: HashMap<String, u64>,
    /// Whether the preamble is written (on the first remark: a file without remarks stays
    /// empty, as LLVM's).
    started: bool,
}

impl RemarkWriter {
    pub(super) fn new() -> Self {
        RemarkWriter { w: BitWriter::new(), strings: Vec::new(), index: HashMap::new(), started: false }
    }

    fn preamble(w: &mut BitWriter) {
        for b in *b"RMRK" {
            w.emit(b as u64, 8);
        }
        w.enter_block(0, 2);
        // What LLVM's writer emits: each block's id is set once to name the block and again
        // before its first abbreviation.
        let name = |w: &mut BitWriter, code: u64, text: &str| {
            let ops: Vec<u64> = text.bytes().map(u64::from).collect();
            w.unabbreviated(code, &ops);
        };
        let record_name = |w: &mut BitWriter, record: u64, text: &str| {
            let ops: Vec<u64> = std::iter::once(record).chain(text.bytes().map(u64::from)).collect();
            w.unabbreviated(3, &ops);
        };
        w.unabbreviated(1, &[META_BLOCK]);
        name(w, 2, "Meta");
        record_name(w, META_CONTAINER_INFO, "Container info");
        w.unabbreviated(1, &[META_BLOCK]);
        w.define_abbrev(&CONTAINER_INFO);
        record_name(w, META_REMARK_VERSION, "Remark version");
        w.define_abbrev(&REMARK_VERSION);
        record_name(w, META_STRTAB, "String table");
        w.define_abbrev(&STRTAB);
        w.unabbreviated(1, &[REMARK_BLOCK]);
        name(w, 2, "Remark");
        record_name(w, REMARK_HEADER, "Remark header");
        w.unabbreviated(1, &[REMARK_BLOCK]);
        w.define_abbrev(&HEADER);
        record_name(w, REMARK_DEBUG_LOC, "Remark debug location");
        w.define_abbrev(&DEBUG_LOC);
        record_name(w, REMARK_HOTNESS, "Remark hotness");
        w.define_abbrev(&HOTNESS);
        record_name(w, REMARK_ARG_WITH_DEBUG_LOC, "Argument with debug location");
        w.define_abbrev(&ARG_WITH_DEBUG_LOC);
        record_name(w, REMARK_ARG, "Argument");
        w.define_abbrev(&ARG);
        w.exit_block();

        w.enter_block(META_BLOCK, 3);
        w.abbreviated(ABBREV_CONTAINER_INFO, &CONTAINER_INFO, &[1, 1], &[]);
        w.abbreviated(ABBREV_REMARK_VERSION, &REMARK_VERSION, &[0], &[]);
        w.exit_block();
    }

    fn string(&mut self, s: &str) -> u64 {
        if let Some(&i) = self.index.get(s) {
            return i;
        }
        let i = self.strings.len() as u64;
        self.strings.push(s.to_string());
        self.index.insert(s.to_string(), i);
        i
    }

    pub(super) fn remark(&mut self, ctx: &Context, r: &Remark) {
        if !self.started {
            Self::preamble(&mut self.w);
            self.started = true;
        }
        let name = self.string(r.display_name());
        let pass = self.string(&r.full_category());
        let function = self.string(r.display_function());
        let (file, line, col) = source_position(ctx, r.loc);
        let file = self.string(&file);
        let args: Vec<(u64, u64)> = r.args.iter().map(|(k, v)| (self.string(k), self.string(v))).collect();
        let w = &mut self.w;
        w.enter_block(REMARK_BLOCK, 4);
        w.abbreviated(ABBREV_HEADER, &HEADER, &[type_code(r.kind), name, pass, function], &[]);
        w.abbreviated(ABBREV_DEBUG_LOC, &DEBUG_LOC, &[file, line as u64, col as u64], &[]);
        for (k, v) in args {
            w.abbreviated(ABBREV_ARG, &ARG, &[k, v], &[]);
        }
        w.exit_block();
    }

    /// The whole container, string table included.
    pub(super) fn finish(mut self) -> Vec<u8> {
        if !self.started {
            return Vec::new();
        }
        let mut table = Vec::new();
        for s in &self.strings {
            table.extend_from_slice(s.as_bytes());
            table.push(0);
        }
        self.w.enter_block(META_BLOCK, 3);
        self.w.abbreviated(ABBREV_STRTAB, &STRTAB, &[], &table);
        self.w.exit_block();
        self.w.align32();
        self.w.out
    }
}
