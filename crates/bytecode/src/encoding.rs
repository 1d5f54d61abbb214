//! The primitives of the format (upstream's `mlir/docs/BytecodeFormat.md`): constants, the
//! prefix varint, and a byte emitter and a bounds-checked byte cursor.
//!
//! A varint stores 1 to 9 bytes: the number of trailing zero bits of the first byte is the
//! number of bytes that follow (a first byte of zero means eight follow, holding the full 64
//! bits); the value is the little-endian whole shifted right past that marker.

/// The four bytes every bytecode file starts with.
pub const MAGIC: &[u8; 4] = b"ML\xefR";

/// The newest version this crate reads and writes (upstream's `kVersion`).
pub const VERSION: u64 = 6;
/// Versions at which the encoding changed (upstream's `BytecodeVersion`).
pub const V_DIALECT_VERSIONING: u64 = 1;
pub const V_LAZY_LOADING: u64 = 2;
pub const V_USE_LIST_ORDERING: u64 = 3;
pub const V_ELIDE_UNKNOWN_BLOCK_ARG_LOC: u64 = 4;
pub const V_NATIVE_PROPERTIES: u64 = 5;
pub const V_NATIVE_PROPERTIES_ODS_SEGMENT_SIZE: u64 = 6;

/// The producer string written after the version, as the reference build writes it.
pub const PRODUCER: &str = "MLIR24.0.0git";

/// The byte that fills alignment padding.
pub const ALIGNMENT_BYTE: u8 = 0xCB;

/// Top-level section ids.
pub mod section {
    pub const STRING: u8 = 0;
    pub const DIALECT: u8 = 1;
    pub const ATTR_TYPE: u8 = 2;
    pub const ATTR_TYPE_OFFSET: u8 = 3;
    pub const IR: u8 = 4;
    pub const RESOURCE: u8 = 5;
    pub const RESOURCE_OFFSET: u8 = 6;
    pub const DIALECT_VERSIONS: u8 = 7;
    pub const PROPERTIES: u8 = 8;
    pub const COUNT: u8 = 9;

    /// The section's name as upstream's diagnostics spell it.
    pub fn name(id: u8) -> String {
        let n = match id {
            STRING => "String",
            DIALECT => "Dialect",
            ATTR_TYPE => "AttrType",
            ATTR_TYPE_OFFSET => "AttrTypeOffset",
            IR => "IR",
            RESOURCE => "Resource",
            RESOURCE_OFFSET => "ResourceOffset",
            DIALECT_VERSIONS => "DialectVersions",
            PROPERTIES => "Properties",
            _ => "Unknown",
        };
        format!("{n} ({id})")
    }
}

/// Bits of an operation's encoding mask: which optional parts follow.
pub mod op_mask {
    pub const HAS_ATTRS: u8 = 1 << 0;
    pub const HAS_RESULTS: u8 = 1 << 1;
    pub const HAS_OPERANDS: u8 = 1 << 2;
    pub const HAS_SUCCESSORS: u8 = 1 << 3;
    pub const HAS_INLINE_REGIONS: u8 = 1 << 4;
    pub const HAS_USE_LIST_ORDERS: u8 = 1 << 5;
    pub const HAS_PROPERTIES: u8 = 1 << 6;
}

/// Appends encoded primitives to a byte vector.
#[derive(Default, Debug, Clone)]
pub struct Emitter {
    pub bytes: Vec<u8>,
}

impl Emitter {
    pub fn new() -> Self {
        Emitter { bytes: Vec::new() }
    }

    pub fn len(&self) -> usize {
        self.bytes.len()
    }

    pub fn is_empty(&self) -> bool {
        self.bytes.is_empty()
    }

    pub fn byte(&mut self, b: u8) {
        self.bytes.push(b);
    }

    pub fn raw(&mut self, data: &[u8]) {
        self.bytes.extend_from_slice(data);
    }

    pub fn varint(&mut self, value: u64) {
        // Each byte carries 7 bits; `n` bytes carry `7 * n` bits (for n <= 8).
        for extra in 0..8u32 {
            let bits = 7 * (extra + 1);
            if value < (1u64 << bits) {
                let encoded = (value << (extra + 1)) | (1u64 << extra);
                self.bytes.extend_from_slice(&encoded.to_le_bytes()[..(extra + 1) as usize]);
                return;
            }
        }
        self.bytes.push(0);
        self.bytes.extend_from_slice(&value.to_le_bytes());
    }

    pub fn signed_varint(&mut self, value: i64) {
        self.varint(((value << 1) ^ (value >> 63)) as u64);
    }

    pub fn varint_with_flag(&mut self, value: u64, flag: bool) {
        self.varint((value << 1) | flag as u64);
    }

    /// Bytes followed by a NUL.
    pub fn nul_terminated(&mut self, s: &[u8]) {
        self.bytes.extend_from_slice(s);
        self.bytes.push(0);
    }

    /// A section: id, length, data (never aligned: nothing this writer emits needs it).
    pub fn section(&mut self, id: u8, data: &[u8]) {
        self.byte(id);
        self.varint(data.len() as u64);
        self.raw(data);
    }
}

/// Reads primitives from a byte slice; every read checks the bounds and reports a message
/// (upstream's wording) instead of running past the end.
#[derive(Clone, Debug)]
pub struct Cursor<'a> {
    data: &'a [u8],
    pos: usize,
    /// The offset of `data` in the file, for alignment (which is relative to the file start).
    base: usize,
}

pub type ReadResult<T> = Result<T, String>;

impl<'a> Cursor<'a> {
    pub fn new(data: &'a [u8]) -> Self {
        Cursor { data, pos: 0, base: 0 }
    }

    /// A cursor over `data`, which starts `base` bytes into the file.
    pub fn with_base(data: &'a [u8], base: usize) -> Self {
        Cursor { data, pos: 0, base }
    }

    /// The file offset of the next byte.
    pub fn offset(&self) -> usize {
        self.base + self.pos
    }

    pub fn is_empty(&self) -> bool {
        self.pos >= self.data.len()
    }

    pub fn remaining(&self) -> usize {
        self.data.len().saturating_sub(self.pos)
    }

    /// The bytes not read yet.
    pub fn rest(&self) -> &'a [u8] {
        self.data.get(self.pos..).unwrap_or(&[])
    }

    pub fn byte(&mut self) -> ReadResult<u8> {
        match self.data.get(self.pos) {
            Some(&b) => {
                self.pos += 1;
                Ok(b)
            }
            None => Err("attempting to parse a byte at the end of the bytecode".into()),
        }
    }

    pub fn bytes(&mut self, len: u64) -> ReadResult<&'a [u8]> {
        let remaining = self.remaining();
        if len > remaining as u64 {
            return Err(format!("attempting to parse {len} bytes when only {remaining} remain"));
        }
        let start = self.pos;
        self.pos += len as usize;
        Ok(&self.data[start..self.pos])
    }

    pub fn skip(&mut self, len: u64) -> ReadResult<()> {
        self.bytes(len).map(|_| ())
    }

    pub fn varint(&mut self) -> ReadResult<u64> {
        let first = self.byte()?;
        if first & 1 == 1 {
            return Ok((first >> 1) as u64);
        }
        if first == 0 {
            let b = self.bytes(8)?;
            let mut le = [0u8; 8];
            le.copy_from_slice(b);
            return Ok(u64::from_le_bytes(le));
        }
        let extra = first.trailing_zeros() as usize;
        let more = self.bytes(extra as u64)?;
        let mut le = [0u8; 8];
        le[0] = first;
        le[1..=extra].copy_from_slice(more);
        Ok(u64::from_le_bytes(le) >> (extra + 1))
    }

    pub fn signed_varint(&mut self) -> ReadResult<i64> {
        let v = self.varint()?;
        Ok(((v >> 1) as i64) ^ -((v & 1) as i64))
    }

    pub fn varint_with_flag(&mut self) -> ReadResult<(u64, bool)> {
        let v = self.varint()?;
        Ok((v >> 1, v & 1 == 1))
    }

    /// A NUL-terminated string, without its NUL.
    pub fn nul_terminated(&mut self) -> ReadResult<&'a [u8]> {
        let rest = self.rest();
        match rest.iter().position(|&b| b == 0) {
            Some(n) => {
                self.pos += n + 1;
                Ok(&rest[..n])
            }
            None => Err("malformed null-terminated string, no null character found".into()),
        }
    }

    /// A section header and its data: `(id, data)`. Alignment is relative to the file start
    /// (the writer aligned the file's bytes so).
    pub fn section(&mut self) -> ReadResult<(u8, &'a [u8])> {
        self.section_with_offset().map(|(id, data, _)| (id, data))
    }

    /// As [`Cursor::section`], with the file offset of the section's data.
    pub fn section_with_offset(&mut self) -> ReadResult<(u8, &'a [u8], usize)> {
        let id_and_align = self.byte()?;
        let len = self.varint()?;
        let id = id_and_align & 0x7f;
        if id >= section::COUNT {
            return Err(format!("invalid section ID: {id}"));
        }
        if id_and_align & 0x80 != 0 {
            let align = self.varint()?;
            self.align_to(align)?;
        }
        let offset = self.offset();
        Ok((id, self.bytes(len)?, offset))
    }

    pub fn align_to(&mut self, align: u64) -> ReadResult<()> {
        if align == 0 || !align.is_power_of_two() {
            return Err("expected alignment to be a power-of-two".into());
        }
        while (self.offset() as u64) & (align - 1) != 0 {
            let b = self.byte()?;
            if b != ALIGNMENT_BYTE {
                return Err(format!("expected alignment byte (0xCB), but got: '0x{b:X}'"));
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn varints_round_trip_at_every_width() {
        let mut samples = vec![0u64, 1, 63, 64, 127, 128, 300, u64::MAX, u64::MAX - 1, 1 << 56, (1 << 56) - 1];
        for bits in 0..64 {
            samples.push(1u64 << bits);
            samples.push((1u64 << bits).wrapping_sub(1));
        }
        for &v in &samples {
            let mut e = Emitter::new();
            e.varint(v);
            let mut c = Cursor::new(&e.bytes);
            assert_eq!(c.varint(), Ok(v), "value {v}");
            assert!(c.is_empty());
        }
        for &v in &[0i64, 1, -1, 63, -64, i64::MIN, i64::MAX] {
            let mut e = Emitter::new();
            e.signed_varint(v);
            assert_eq!(Cursor::new(&e.bytes).signed_varint(), Ok(v));
        }
    }

    #[test]
    fn varint_sizes_match_the_format() {
        let size = |v: u64| {
            let mut e = Emitter::new();
            e.varint(v);
            e.len()
        };
        assert_eq!(size(127), 1);
        assert_eq!(size(128), 2);
        assert_eq!(size((1 << 14) - 1), 2);
        assert_eq!(size(1 << 56), 9);
        let mut e = Emitter::new();
        e.varint(6);
        assert_eq!(e.bytes, [0x0d]);
    }

    #[test]
    fn truncated_reads_fail() {
        assert!(Cursor::new(&[0b10]).varint().is_err());
        assert!(Cursor::new(&[0]).varint().is_err());
        assert!(Cursor::new(b"abc").nul_terminated().is_err());
        assert!(Cursor::new(&[1, 9]).section().is_err());
    }
}
