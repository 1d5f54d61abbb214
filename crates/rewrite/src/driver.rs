//! The greedy rewrite driver (upstream's `RegionPatternRewriteDriver`) and the walk driver.
//!
//! One region of the root op at a time, the driver repeats passes until one changes nothing
//! (converged) or `max_iterations` passes ran. A pass fills the worklist with every op of the
//! region (post-order, or pre-order with `use_top_down_traversal`), registering constants in a
//! fresh [`ConstantTable`] on the way (equal constants merge, the survivors move to the start
//! of their region), then pops ops one at a time (last pushed first): a trivially dead op is
//! erased; otherwise it is folded when it can be (results become existing values or constants
//! materialized before it); otherwise [`GreedyDriver::next`] hands it to the caller to try
//! patterns. After the worklist empties, the regions are simplified.
//!
//! Invariant: the driver holds no borrow of the IR between calls; ops it has queued may have
//! been erased meanwhile (they are skipped), which is what lets a face run patterns with the IR
//! unlocked and report their changes afterwards as [`Note`]s.

use mlir_ir::{FoldResult, Ir, OpId, RegionId, Type, Value, WalkOrder, WalkResult};
use rustc_hash::FxHashSet;

use crate::config::{GreedyConfig, Strictness, NO_LIMIT};
use crate::folder::{constant_value, fold, is_constant_like, materialize, ConstantTable};
use mlir_ir::rewriter::{erase_op, replace_op, Note};
use crate::simplify::{is_trivially_dead, simplify_regions};
use crate::worklist::Worklist;

/// What a pattern written in Rust does: try to rewrite the op, report changes as notes, and
/// say whether it changed anything.
pub type PatternFn = Box<dyn Fn(&mut Ir, OpId, &mut Vec<Note>) -> bool>;

/// A rewrite pattern: the op name it applies to (`None`: any op), its benefit (higher first),
/// and what it does.
pub struct Pattern {
    pub root: Option<String>,
    pub benefit: u16,
    pub apply: PatternFn,
}

/// See the module docs.
pub struct GreedyDriver {
    config: GreedyConfig,
    regions: Vec<RegionId>,
    /// Index in `regions` of the region being simplified.
    region: usize,
    worklist: Worklist,
    constants: ConstantTable,
    /// Passes run over the current region.
    iteration: i64,
    in_pass: bool,
    /// Whether the current pass changed anything.
    changed: bool,
    rewrites_in_pass: i64,
    converged: bool,
    /// The ops the driver may visit, in the strict modes.
    allowed: Option<FxHashSet<OpId>>,
    /// Op names some pattern applies to; `None` when a pattern applies to any op.
    roots: Option<FxHashSet<String>>,
}

impl GreedyDriver {
    /// A driver over the regions of `root`, for patterns rooted at `roots` (`None`: any op).
    pub fn new(ir: &Ir, root: OpId, config: GreedyConfig, roots: Option<FxHashSet<String>>) -> GreedyDriver {
        let regions: Vec<RegionId> = ir.regions(root).collect();
        let allowed = (config.strictness != Strictness::AnyOp).then(|| {
            let mut set = FxHashSet::default();
            ir.walk(root, WalkOrder::PreOrder, &mut |o| {
                if o != root {
                    set.insert(o);
                }
                WalkResult::Advance
            });
            set
        });
        GreedyDriver {
            config,
            regions,
            region: 0,
            worklist: Worklist::default(),
            constants: ConstantTable::default(),
            iteration: 0,
            in_pass: false,
            changed: false,
            rewrites_in_pass: 0,
            converged: true,
            allowed,
            roots,
        }
    }

    /// Whether every region converged (no pass limit was hit). Meaningful once `next` has
    /// returned `None`.
    pub fn converged(&self) -> bool {
        self.converged
    }

    /// The next op to try patterns on; `None` when the driver is done.
    pub fn next(&mut self, ir: &mut Ir) -> Option<OpId> {
        loop {
            if self.in_pass {
                if let Some(op) = self.process(ir) {
                    return Some(op);
                }
                self.in_pass = false;
                let mut again = self.changed;
                let region = self.regions[self.region];
                if ir.is_live_region(region) {
                    // Unreachable blocks go at every level, as upstream's (their ops may not
                    // even be valid); the rest only when simplification is on.
                    let level = self.config.region_simplification;
                    again |= simplify_regions(ir, &[region], level, &mut Vec::new());
                }
                if !again {
                    self.next_region();
                }
            }
            if self.region >= self.regions.len() {
                return None;
            }
            self.iteration += 1;
            if self.config.max_iterations != NO_LIMIT && self.iteration > self.config.max_iterations {
                self.converged = false;
                self.next_region();
                continue;
            }
            self.start_pass(ir);
        }
    }

    /// Reports what the patterns tried on the op `next` returned did.
    pub fn after_patterns(&mut self, ir: &Ir, applied: bool, notes: &[Note]) {
        self.apply_notes(ir, notes);
        if applied {
            self.changed = true;
            self.rewrites_in_pass += 1;
        }
    }

    fn next_region(&mut self) {
        self.region += 1;
        self.iteration = 0;
    }

    fn start_pass(&mut self, ir: &mut Ir) {
        let region = self.regions[self.region];
        self.worklist.clear();
        self.constants = ConstantTable::default();
        self.changed = false;
        self.rewrites_in_pass = 0;
        self.in_pass = true;
        if !ir.is_live_region(region) {
            return;
        }
        let order = if self.config.use_top_down_traversal { WalkOrder::PreOrder } else { WalkOrder::PostOrder };
        let mut ops = Vec::new();
        for b in ir.region_blocks(region).collect::<Vec<_>>() {
            for op in ir.block_ops(b).collect::<Vec<_>>() {
                ir.walk(op, order, &mut |o| {
                    ops.push(o);
                    WalkResult::Advance
                });
            }
        }
        let mut notes = Vec::new();
        for op in ops {
            if !ir.is_live_op(op) {
                continue;
            }
            if self.config.enable_constant_cse {
                if let Some(value) = constant_value(ir, op) {
                    notes.clear();
                    let kept = self.constants.insert_known(ir, op, value, &mut notes);
                    self.apply_notes(ir, &notes);
                    if !kept {
                        continue;
                    }
                }
            }
            self.add_to_worklist(ir, op);
        }
        if self.config.use_top_down_traversal {
            self.worklist.reverse();
        }
        // As upstream's driver, each pass starts by erasing the unreachable blocks (code there
        // may be valid yet unsafe for patterns: `%x = arith.addi %x, %x`); their ops leave the
        // worklist and the constant table.
        notes.clear();
        if crate::simplify::erase_unreachable_blocks(ir, &[region], &mut notes) {
            self.changed = true;
        }
        self.apply_notes(ir, &notes);
    }

    /// Pops ops until one is for the patterns; DCE and folding happen here.
    fn process(&mut self, ir: &mut Ir) -> Option<OpId> {
        let mut notes = Vec::new();
        loop {
            let limit = self.config.max_num_rewrites;
            if limit != NO_LIMIT && self.rewrites_in_pass >= limit {
                return None;
            }
            let op = self.worklist.pop()?;
            if !ir.is_live_op(op) {
                continue;
            }
            notes.clear();
            if is_trivially_dead(ir, op) {
                if erase_op(ir, op, &mut notes).is_ok() {
                    self.changed = true;
                }
                self.apply_notes(ir, &notes);
                continue;
            }
            if self.config.enable_folding && !is_constant_like(ir, op) && self.try_fold(ir, op, &mut notes) {
                self.apply_notes(ir, &notes);
                self.changed = true;
                continue;
            }
            if self.has_patterns(ir, op) {
                return Some(op);
            }
        }
    }

    /// Folds `op` in place or replaces it; false when it does not fold (or a constant cannot
    /// be materialized, in which case nothing changed).
    fn try_fold(&mut self, ir: &mut Ir, op: OpId, notes: &mut Vec<Note>) -> bool {
        let Some(results) = fold(ir, op) else { return false };
        if results.is_empty() {
            notes.push(Note::Visit(op));
            return true;
        }
        let types: Vec<Type> = ir.result_types(op).collect();
        let mut values = Vec::with_capacity(results.len());
        let mut created = Vec::new();
        for (r, ty) in results.iter().zip(types) {
            match *r {
                FoldResult::Value(v) => values.push(v),
                FoldResult::Attr(a) => match materialize(ir, op, a, ty) {
                    Some(c) if ir.insert_op_before(op, c).is_ok() => {
                        created.push(c);
                        values.push(Value::from(ir.result(c, 0)));
                    }
                    other => {
                        if let Some(c) = other {
                            let _ = erase_op(ir, c, &mut Vec::new());
                        }
                        for c in created {
                            let _ = erase_op(ir, c, notes);
                        }
                        return false;
                    }
                },
            }
        }
        for &c in &created {
            if self.config.strictness == Strictness::ExistingAndNewOps {
                if let Some(allowed) = &mut self.allowed {
                    allowed.insert(c);
                }
            }
            notes.push(Note::Visit(c));
        }
        replace_op(ir, op, &values, notes).is_ok()
    }

    fn has_patterns(&self, ir: &Ir, op: OpId) -> bool {
        match &self.roots {
            None => true,
            Some(names) => names.contains(ir.name_str(op)),
        }
    }

    fn apply_notes(&mut self, ir: &Ir, notes: &[Note]) {
        for n in notes {
            match *n {
                Note::Visit(op) => {
                    if ir.is_live_op(op) {
                        self.add_to_worklist(ir, op);
                    }
                }
                Note::Erased(op) => {
                    self.worklist.remove(op);
                    self.constants.forget(op);
                    if let Some(allowed) = &mut self.allowed {
                        allowed.remove(&op);
                    }
                }
            }
        }
    }

    /// Queues `op` and its ancestors inside the region being simplified (upstream's
    /// `addToWorklist`); nothing when `op` is outside it.
    fn add_to_worklist(&mut self, ir: &Ir, op: OpId) {
        let Some(&scope) = self.regions.get(self.region) else { return };
        let mut chain = Vec::new();
        let mut o = op;
        loop {
            chain.push(o);
            let Some(region) = ir.parent_block(o).and_then(|b| ir.parent_region_of_block(b)) else { return };
            if region == scope {
                break;
            }
            let Some(parent) = ir.parent_op_of_region(region) else { return };
            o = parent;
        }
        for o in chain {
            if self.allowed.as_ref().is_none_or(|a| a.contains(&o)) {
                self.worklist.push(o);
            }
        }
    }
}

/// The patterns that apply to ops named `name`, best first (by benefit; equal ones in the
/// order they were given).
fn candidates<'p>(patterns: &'p [Pattern], name: &str) -> Vec<&'p Pattern> {
    let mut out: Vec<&Pattern> = patterns.iter().filter(|p| p.root.as_deref().is_none_or(|r| r == name)).collect();
    out.sort_by(|a, b| b.benefit.cmp(&a.benefit));
    out
}

/// The root names of `patterns`, or `None` when one applies to any op.
pub(crate) fn roots_of(patterns: &[Pattern]) -> Option<FxHashSet<String>> {
    patterns.iter().map(|p| p.root.clone()).collect()
}

/// Simplifies the regions of `root` with `patterns`, folding and erasing dead ops (upstream's
/// `applyPatternsGreedily`); returns whether it converged.
pub fn apply_greedily(ir: &mut Ir, root: OpId, patterns: &[Pattern], config: GreedyConfig) -> bool {
    let mut driver = GreedyDriver::new(ir, root, config, roots_of(patterns));
    while let Some(op) = driver.next(ir) {
        let name = ir.name_str(op).to_string();
        let mut notes = Vec::new();
        let applied = candidates(patterns, &name).into_iter().any(|p| (p.apply)(ir, op, &mut notes));
        driver.after_patterns(ir, applied, &notes);
    }
    driver.converged()
}

/// Applies the first pattern that succeeds to each op in and under `root`, once, in a post-order
/// walk (upstream's `walkAndApplyPatterns`): no folding, no dead-code removal, and ops created
/// on the way are not visited.
pub fn walk_and_apply(ir: &mut Ir, root: OpId, patterns: &[Pattern]) {
    let mut ops = Vec::new();
    ir.walk(root, WalkOrder::PostOrder, &mut |o| {
        ops.push(o);
        WalkResult::Advance
    });
    for op in ops {
        if !ir.is_live_op(op) {
            continue;
        }
        let name = ir.name_str(op).to_string();
        let mut notes = Vec::new();
        let _ = candidates(patterns, &name).into_iter().any(|p| (p.apply)(ir, op, &mut notes));
    }
}
