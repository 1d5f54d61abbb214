//! MLIR's bytecode format (upstream's `mlir/docs/BytecodeFormat.md`), compatible with
//! upstream's reader and writer: [`write`] encodes an operation, [`read`] decodes a file into
//! an [`mlir_ir::Ir`].
//!
//! Layout: [`encoding`] holds the primitives (varints, sections, constants); `write/` the
//! writer (numbering tables, then sections); `read/` the reader (sections, the attribute and
//! type table with upstream's builtin encodings, the IR section).

pub mod encoding;
mod read;
mod write;

pub use encoding::{MAGIC, VERSION};
pub use read::read;
pub use write::{write, write_with, WriteConfig};

/// Whether `data` starts with the bytecode magic number.
pub fn is_bytecode(data: &[u8]) -> bool {
    data.starts_with(MAGIC)
}
