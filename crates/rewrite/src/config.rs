//! The greedy driver's settings (upstream's `GreedyRewriteConfig`), with upstream's defaults.

/// Which ops the driver may visit besides those it started with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Strictness {
    /// Any op (the default).
    AnyOp,
    /// The ops present at the start and the ops created since.
    ExistingAndNewOps,
    /// Only the ops present at the start.
    ExistingOps,
}

/// What the driver does to the regions after each pass over the ops.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RegionSimplification {
    Disabled,
    /// Erases unreachable blocks, dead ops and dead block arguments.
    Normal,
    /// Also merges identical blocks and drops arguments every predecessor passes alike (the
    /// default, as upstream's).
    Aggressive,
}

/// A limit of `-1` means no limit, as upstream's `kNoLimit`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GreedyConfig {
    pub max_iterations: i64,
    pub max_num_rewrites: i64,
    /// Visit ops in program order (pre-order) rather than bottom-up.
    pub use_top_down_traversal: bool,
    pub enable_folding: bool,
    pub strictness: Strictness,
    pub region_simplification: RegionSimplification,
    /// Unique equal constants and hoist them to the start of their region.
    pub enable_constant_cse: bool,
}

pub const NO_LIMIT: i64 = -1;

impl Default for GreedyConfig {
    fn default() -> Self {
        GreedyConfig {
            max_iterations: 10,
            max_num_rewrites: NO_LIMIT,
            use_top_down_traversal: false,
            enable_folding: true,
            strictness: Strictness::AnyOp,
            region_simplification: RegionSimplification::Aggressive,
            enable_constant_cse: true,
        }
    }
}
