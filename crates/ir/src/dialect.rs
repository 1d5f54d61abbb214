//! What the core knows about registered operations: their traits and their hooks.
//!
//! The op-definition model (a later layer) fills an [`OpInfo`] per operation; the core reads
//! only the trait bits and calls the hooks. An unregistered operation has no `OpInfo` and is
//! treated conservatively (any region kind, not a terminator unless it is the last op, ...).

use crate::diag::EmitResult;
use crate::store::{Ir, OpId};

/// Structural traits the core verifier and printer rely on (upstream `OpTrait`s).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default)]
pub struct Traits(pub u32);

impl Traits {
    pub const TERMINATOR: Traits = Traits(1 << 0);
    pub const ISOLATED_FROM_ABOVE: Traits = Traits(1 << 1);
    pub const SYMBOL_TABLE: Traits = Traits(1 << 2);
    pub const NO_TERMINATOR: Traits = Traits(1 << 3);
    pub const SINGLE_BLOCK: Traits = Traits(1 << 4);
    pub const SYMBOL: Traits = Traits(1 << 5);
    /// Regions are graph regions (no dominance, no terminator rule), as `RegionKindInterface`.
    pub const GRAPH_REGIONS: Traits = Traits(1 << 6);
    pub const AFFINE_SCOPE: Traits = Traits(1 << 7);
    pub const AUTOMATIC_ALLOCATION_SCOPE: Traits = Traits(1 << 8);
    pub const ZERO_OPERANDS: Traits = Traits(1 << 9);
    pub const ZERO_RESULTS: Traits = Traits(1 << 10);
    pub const ONE_REGION: Traits = Traits(1 << 11);

    pub const fn union(self, other: Traits) -> Traits {
        Traits(self.0 | other.0)
    }

    pub const fn contains(self, other: Traits) -> bool {
        self.0 & other.0 == other.0
    }
}

impl std::ops::BitOr for Traits {
    type Output = Traits;
    fn bitor(self, rhs: Traits) -> Traits {
        self.union(rhs)
    }
}

/// Per-operation behaviour supplied by a dialect. Every method has a default that matches an
/// operation with no custom behaviour.
pub trait OpHooks: Send + Sync {
    /// Op-specific verification, run after the structural checks; emit diagnostics and return
    /// `Err` on failure.
    fn verify(&self, _ir: &Ir, _op: OpId) -> EmitResult {
        Ok(())
    }

    /// Prints the op's custom form: everything after the result names, its own name included
    /// (e.g. `arith.addi %a, %b : i32`). Returns `None` *without printing anything* to ask for
    /// the generic form. The printer adds indentation, results and the trailing location.
    fn print(&self, _p: &mut crate::print::OpPrinter<'_>, _op: OpId) -> Option<()> {
        None
    }
}

/// The default hooks: no custom behaviour.
pub struct NoHooks;
impl OpHooks for NoHooks {}

/// A registered operation.
pub struct OpInfo {
    /// Full name, `dialect.op`.
    pub name: Box<str>,
    pub traits: Traits,
    /// Names of inherent attributes, kept in the op's properties (printed as `<{...}>`).
    pub inherent_attrs: Vec<Box<str>>,
    pub hooks: Box<dyn OpHooks>,
}

impl OpInfo {
    pub fn new(name: &str, traits: Traits) -> Self {
        OpInfo { name: name.into(), traits, inherent_attrs: Vec::new(), hooks: Box::new(NoHooks) }
    }

    pub fn with_hooks(mut self, hooks: impl OpHooks + 'static) -> Self {
        self.hooks = Box::new(hooks);
        self
    }

    pub fn with_inherent_attrs(mut self, names: &[&str]) -> Self {
        self.inherent_attrs = names.iter().map(|n| Box::from(*n)).collect();
        self
    }
}
