//! Pattern rewriting (upstream's `GreedyPatternRewriteDriver`, `OperationFolder` and
//! `walkAndApplyPatterns`).
//!
//! - [`GreedyDriver`] simplifies the regions of an op: it folds ops (materializing constants
//!   through each dialect's materializer), erases trivially dead ops, applies patterns, uniques
//!   and hoists constants ([`folder::ConstantTable`]) and simplifies the regions, iterating until
//!   nothing changes. It is a state machine the caller steps through, taking `&mut Ir` for each
//!   step and not between them, so a face can run patterns written in Python with the IR
//!   unlocked. [`apply_greedily`] runs it with patterns written in Rust.
//! - [`walk_and_apply`] applies patterns once per op, in a post-order walk, without folding.
//!
//! Changes a pattern makes are reported to the driver as [`Note`]s (through [`erase_op`] and
//! [`replace_op`]), which keep its worklist up to date the way upstream's listener does.

pub mod config;
mod driver;
pub mod folder;
mod merge;
mod simplify;
mod worklist;

pub use config::{GreedyConfig, RegionSimplification, Strictness};
pub use driver::{apply_greedily, walk_and_apply, GreedyDriver, Pattern, PatternFn};
pub use mlir_ir::rewriter::{erase_op, modified, replace_op, Note};

#[cfg(test)]
mod tests;
