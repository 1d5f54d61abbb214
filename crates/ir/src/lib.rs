//! The MLIR core in Rust: context and uniquing, builtin types and attributes, locations,
//! the operation store, the printer and the verifier.
//!
//! Data flow: the parser (crate `mlir-parser`) builds IR into an [`Ir`] using the uniqued
//! objects of a [`Context`]; passes mutate the [`Ir`]; the [`print`] module writes it back as
//! text; [`verify`] checks it. The faces (CLI, C, Python) sit on top of these.

pub mod affine;
mod append;
pub mod affine_ops;
pub mod asm;
pub mod attrs;
pub mod builder;
pub mod builtin;
pub mod context;
pub mod diag;
pub mod dialect;
pub mod equivalence;
pub mod ident;
mod intern;
pub mod print;
pub mod remark;
pub mod rewriter;
pub mod store;
pub mod symbol;
pub mod types;
pub mod verify;

pub use attrs::{AttrKind, Attribute, IntValue, LocKind, Location};
pub use context::{Context, OpName};
pub use diag::{Diagnostic, Emitted, EmitResult, Severity};
pub use asm::{Argument, AsmParser, ParsedOp, Punct, UnresolvedOperand};
pub use dialect::{AttrHooks, FoldResult, MaterializeFn, OpHooks, OpInfo, Traits, TypeHooks};
pub use ident::Ident;
pub use store::{BlockId, Ir, IrError, OpId, OperationState, RegionId, Signature, Use, Value, ValueDef, ValueMap, WalkOrder, WalkResult};
pub use types::{FloatKind, Signedness, Type, TypeKind, DYNAMIC};
