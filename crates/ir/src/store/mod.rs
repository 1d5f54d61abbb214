//! The operation store: operations, blocks, regions, values and their use lists.
//!
//! See `docs/design/ir-storage.md` for the reasoning. In short:
//! - An [`Ir`] owns every operation, block and region made through it, in three generational
//!   arenas. Handles ([`OpId`], [`BlockId`], [`RegionId`], [`Value`]) are `(index, generation)`
//!   pairs: a handle to something erased never finds a different object, it finds nothing
//!   (`Ir::is_live_*` / the `try_*` accessors say so; the plain accessors panic with a message).
//! - Structure: an op lives in at most one block; ops of a block form a doubly linked list in
//!   program order; each op carries an `order` key, increasing along the block, so
//!   "is before in block" is one comparison. Blocks of a region form a linked list; a region
//!   belongs to exactly one op.
//! - Values are op results (stored inline in their op) and block arguments (stored in their
//!   block). Each value heads an intrusive doubly linked list of its uses; a use is named by
//!   `(user op, operand index)`, so adding or removing a use is O(1).
//! - Ownership: erasing an op erases its regions, their blocks and nested ops; it is refused
//!   while a result is still used outside the erased subtree.

mod arena;
mod build;
mod clone;
mod operands;
mod uses;
mod source;
mod walk;

pub use clone::ValueMap;
pub use uses::Uses;
pub use source::{OpLoc, SourceLines, SourceRef};
pub use walk::{WalkOrder, WalkResult};

use crate::attrs::{Attribute, Location};
use crate::context::{Context, OpName};
use crate::dialect::Traits;
use crate::types::Type;
use arena::Arena;
pub(crate) use operands::{OperandTable, Span};
use smallvec::SmallVec;

pub(crate) const NONE: u32 = u32::MAX;

macro_rules! entity_id {
    ($(#[$m:meta])* $name:ident) => {
        $(#[$m])*
        #[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
        pub struct $name {
            pub(crate) idx: u32,
            pub(crate) gen: u32,
        }
        impl $name {
            /// `(index, generation)`, for the faces that encode handles.
            pub fn to_raw(self) -> (u32, u32) {
                (self.idx, self.gen)
            }
            pub fn from_raw(idx: u32, gen: u32) -> Self {
                $name { idx, gen }
            }
        }
    };
}

entity_id!(
    /// A handle to an operation of an [`Ir`].
    OpId
);
entity_id!(
    /// A handle to a block of an [`Ir`].
    BlockId
);
entity_id!(
    /// A handle to a region of an [`Ir`].
    RegionId
);

/// A value: an op result or a block argument. `owner` is the op or block index, `index` has the
/// top bit set for block arguments; `gen` is the owner's generation.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub struct Value {
    pub(crate) raw: RawValue,
    pub(crate) gen: u32,
}

#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub(crate) struct RawValue {
    pub(crate) owner: u32,
    pub(crate) index: u32,
}

const ARG_BIT: u32 = 1 << 31;

impl Value {
    /// Whether the value is a block argument (else an op result).
    pub fn is_block_argument(self) -> bool {
        self.raw.is_arg()
    }
}

impl RawValue {
    #[inline]
    pub(crate) fn is_arg(self) -> bool {
        self.index & ARG_BIT != 0
    }
    #[inline]
    pub(crate) fn number(self) -> u32 {
        self.index & !ARG_BIT
    }
    pub(crate) fn result(op: u32, i: u32) -> RawValue {
        RawValue { owner: op, index: i }
    }
    pub(crate) fn arg(block: u32, i: u32) -> RawValue {
        RawValue { owner: block, index: i | ARG_BIT }
    }
}

/// What defines a value.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum ValueDef {
    Result { op: OpId, index: usize },
    Argument { block: BlockId, index: usize },
}

/// What [`Ir::signature`] reads besides the types.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct Signature {
    pub num_operands: usize,
    /// Operand and result types.
    pub num_types: usize,
    pub attrs: Attribute,
    pub props: Option<Attribute>,
}

/// A use of a value: operand `index` of `op`.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct Use {
    pub op: OpId,
    pub index: usize,
}

/// Internal link to a use: `(op index, operand index)`; `op == NONE` ends the list.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) struct UseRef {
    pub(crate) op: u32,
    pub(crate) idx: u32,
}

impl UseRef {
    pub(crate) const NIL: UseRef = UseRef { op: NONE, idx: 0 };
    #[inline]
    pub(crate) fn is_nil(self) -> bool {
        self.op == NONE
    }
}

#[derive(Clone, Debug)]
pub(crate) struct Operand {
    pub(crate) value: RawValue,
    pub(crate) prev: UseRef,
    pub(crate) next: UseRef,
}

#[derive(Clone, Debug)]
pub(crate) struct ResultData {
    pub(crate) ty: Type,
    pub(crate) first_use: UseRef,
}

#[derive(Clone, Debug)]
pub(crate) struct ArgData {
    pub(crate) ty: Type,
    /// As an op's: interned, or a source position (`source.rs`).
    pub(crate) loc: OpLoc,
    pub(crate) first_use: UseRef,
}

pub(crate) struct OpData {
    pub(crate) name: OpName,
    /// Interned, or a source position made into a location when asked (`source.rs`).
    pub(crate) loc: OpLoc,
    pub(crate) block: u32,
    pub(crate) prev: u32,
    pub(crate) next: u32,
    pub(crate) order: u64,
    /// Where the op's operands are in the store's operand table (`operands.rs`).
    pub(crate) operands: Span,
    pub(crate) results: SmallVec<[ResultData; 1]>,
    /// Regions and successors, which most ops don't have, kept out of line.
    pub(crate) extra: Option<Box<OpExtra>>,
    /// Discardable attributes: always a dictionary attribute.
    pub(crate) attrs: Attribute,
    /// Properties (inherent attributes kept apart), printed as `<{...}>`.
    pub(crate) props: Option<Attribute>,
}

/// Most ops with regions or successors have one or two of each: kept inline, so such an op
/// costs one allocation (this record), not three.
#[derive(Default)]
pub(crate) struct OpExtra {
    pub(crate) regions: SmallVec<[u32; 2]>,
    pub(crate) successors: SmallVec<[u32; 2]>,
}

impl OpData {
    #[inline]
    pub(crate) fn regions(&self) -> &[u32] {
        self.extra.as_ref().map_or(&[], |e| &e.regions)
    }
    #[inline]
    pub(crate) fn successors(&self) -> &[u32] {
        self.extra.as_ref().map_or(&[], |e| &e.successors)
    }
    pub(crate) fn extra_mut(&mut self) -> &mut OpExtra {
        self.extra.get_or_insert_with(Default::default)
    }
}

pub(crate) struct BlockData {
    pub(crate) region: u32,
    pub(crate) prev: u32,
    pub(crate) next: u32,
    pub(crate) first_op: u32,
    pub(crate) last_op: u32,
    pub(crate) args: Vec<ArgData>,
}

pub(crate) struct RegionData {
    pub(crate) op: u32,
    pub(crate) first_block: u32,
    pub(crate) last_block: u32,
}

/// Errors of IR mutation and of handle checks. Messages name what was wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum IrError {
    /// The handle's entity was erased (or never belonged to this store).
    Stale(&'static str),
    /// An erase was refused because a result of the erased IR is still used outside it.
    ResultInUse { op: String },
    /// The op or block is already attached somewhere and must be detached first.
    AlreadyAttached(&'static str),
    /// An index was out of range.
    OutOfRange { what: &'static str, index: usize, len: usize },
    /// Moving an op into its own region.
    Cycle,
    /// A block argument still has uses.
    ArgumentInUse,
    /// A list of the wrong length (say, replacement values for an op's results).
    CountMismatch { what: &'static str, expected: usize, got: usize },
}

impl std::fmt::Display for IrError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            IrError::Stale(what) => write!(f, "the {what} this handle refers to has been erased"),
            IrError::ResultInUse { op } => {
                write!(f, "cannot erase '{op}': a result is still used by an operation that is not being erased")
            }
            IrError::AlreadyAttached(what) => write!(f, "the {what} is already attached; detach it first"),
            IrError::OutOfRange { what, index, len } => write!(f, "{what} index {index} is out of range (size {len})"),
            IrError::Cycle => write!(f, "cannot move an operation or block into itself (one of its own regions)"),
            IrError::ArgumentInUse => write!(f, "cannot erase a block argument that still has uses"),
            IrError::CountMismatch { what, expected, got } => write!(f, "expected {expected} {what}, got {got}"),
        }
    }
}

impl std::error::Error for IrError {}

/// Everything needed to create an operation (upstream's `OperationState`).
#[derive(Clone, Debug)]
pub struct OperationState {
    pub name: OpName,
    pub loc: Location,
    pub operands: Vec<Value>,
    pub result_types: Vec<Type>,
    /// A dictionary attribute, or `None` for an empty one.
    pub attrs: Option<Attribute>,
    pub props: Option<Attribute>,
    pub successors: Vec<BlockId>,
    pub num_regions: usize,
}

impl OperationState {
    pub fn new(name: OpName, loc: Location) -> Self {
        OperationState {
            name,
            loc,
            operands: Vec::new(),
            result_types: Vec::new(),
            attrs: None,
            props: None,
            successors: Vec::new(),
            num_regions: 0,
        }
    }
}

/// The store of an IR: see the module docs.
pub struct Ir {
    pub ctx: Context,
    pub(crate) ops: Arena<OpData>,
    pub(crate) blocks: Arena<BlockData>,
    pub(crate) regions: Arena<RegionData>,
    /// Every op's operands (`operands.rs`).
    pub(crate) operand_table: OperandTable,
    /// Line tables of the sources whose positions ops use as locations.
    pub(crate) sources: source::Sources,
}

const ORDER_STRIDE: u64 = 1 << 16;

impl Ir {
    pub fn new(ctx: &Context) -> Ir {
        Ir {
            ctx: ctx.clone(),
            ops: Arena::new(),
            blocks: Arena::new(),
            regions: Arena::new(),
            operand_table: OperandTable::default(),
            sources: Default::default(),
        }
    }

    // ----- handle checks -----

    pub fn is_live_op(&self, op: OpId) -> bool {
        self.ops.is_live(op.idx, op.gen)
    }
    pub fn is_live_block(&self, b: BlockId) -> bool {
        self.blocks.is_live(b.idx, b.gen)
    }
    pub fn is_live_region(&self, r: RegionId) -> bool {
        self.regions.is_live(r.idx, r.gen)
    }
    pub fn is_live_value(&self, v: Value) -> bool {
        if v.raw.is_arg() {
            matches!(self.blocks.get(v.raw.owner, v.gen), Some(b) if (v.raw.number() as usize) < b.args.len())
        } else {
            matches!(self.ops.get(v.raw.owner, v.gen), Some(o) if (v.raw.number() as usize) < o.results.len())
        }
    }

    pub fn check_op(&self, op: OpId) -> Result<OpId, IrError> {
        if self.is_live_op(op) { Ok(op) } else { Err(IrError::Stale("operation")) }
    }
    pub fn check_block(&self, b: BlockId) -> Result<BlockId, IrError> {
        if self.is_live_block(b) { Ok(b) } else { Err(IrError::Stale("block")) }
    }
    pub fn check_region(&self, r: RegionId) -> Result<RegionId, IrError> {
        if self.is_live_region(r) { Ok(r) } else { Err(IrError::Stale("region")) }
    }
    pub fn check_value(&self, v: Value) -> Result<Value, IrError> {
        if self.is_live_value(v) { Ok(v) } else { Err(IrError::Stale("value")) }
    }

    #[inline]
    pub(crate) fn op_data(&self, op: OpId) -> &OpData {
        match self.ops.get(op.idx, op.gen) {
            Some(d) => d,
            None => panic!("{}", IrError::Stale("operation")),
        }
    }
    #[inline]
    pub(crate) fn op_data_mut(&mut self, op: OpId) -> &mut OpData {
        assert!(self.ops.is_live(op.idx, op.gen), "{}", IrError::Stale("operation"));
        self.ops.at_mut(op.idx)
    }
    #[inline]
    pub(crate) fn block_data(&self, b: BlockId) -> &BlockData {
        match self.blocks.get(b.idx, b.gen) {
            Some(d) => d,
            None => panic!("{}", IrError::Stale("block")),
        }
    }
    #[inline]
    pub(crate) fn region_data(&self, r: RegionId) -> &RegionData {
        match self.regions.get(r.idx, r.gen) {
            Some(d) => d,
            None => panic!("{}", IrError::Stale("region")),
        }
    }

    // ----- raw index → handle -----

    #[inline]
    pub(crate) fn op_id(&self, idx: u32) -> OpId {
        OpId { idx, gen: self.ops.gen(idx) }
    }
    #[inline]
    pub(crate) fn block_id(&self, idx: u32) -> BlockId {
        BlockId { idx, gen: self.blocks.gen(idx) }
    }
    #[inline]
    pub(crate) fn region_id(&self, idx: u32) -> RegionId {
        RegionId { idx, gen: self.regions.gen(idx) }
    }
    #[inline]
    pub(crate) fn value_of(&self, raw: RawValue) -> Value {
        let gen = if raw.is_arg() { self.blocks.gen(raw.owner) } else { self.ops.gen(raw.owner) };
        Value { raw, gen }
    }
    fn opt_op(&self, idx: u32) -> Option<OpId> {
        (idx != NONE).then(|| self.op_id(idx))
    }
    fn opt_block(&self, idx: u32) -> Option<BlockId> {
        (idx != NONE).then(|| self.block_id(idx))
    }

    // ----- operations: reading -----

    pub fn name(&self, op: OpId) -> OpName {
        self.op_data(op).name
    }
    pub fn name_str(&self, op: OpId) -> &str {
        self.ctx.op_name_str(self.op_data(op).name)
    }
    pub fn traits(&self, op: OpId) -> Traits {
        self.ctx.op_traits(self.op_data(op).name)
    }
    pub fn is_registered(&self, op: OpId) -> bool {
        self.ctx.op_info(self.op_data(op).name).is_some()
    }
    pub fn loc(&self, op: OpId) -> Location {
        self.resolve_loc(self.op_data(op).loc)
    }
    pub fn set_loc(&mut self, op: OpId, loc: Location) {
        self.op_data_mut(op).loc = loc.into();
    }
    pub fn num_operands(&self, op: OpId) -> usize {
        self.op_data(op).operands.len()
    }
    pub fn operand(&self, op: OpId, i: usize) -> Value {
        self.value_of(self.operands_of(self.op_data(op))[i].value)
    }
    pub fn operands(&self, op: OpId) -> impl ExactSizeIterator<Item = Value> + '_ {
        self.operands_of(self.op_data(op)).iter().map(move |o| self.value_of(o.value))
    }
    /// The operand records of an op, from the operand table.
    #[inline]
    pub(crate) fn operands_of(&self, d: &OpData) -> &[Operand] {
        self.operand_table.get(d.operands)
    }
    pub fn num_results(&self, op: OpId) -> usize {
        self.op_data(op).results.len()
    }
    pub fn result(&self, op: OpId, i: usize) -> Value {
        let d = self.op_data(op);
        assert!(i < d.results.len(), "result index {i} out of range");
        Value { raw: RawValue::result(op.idx, i as u32), gen: op.gen }
    }
    pub fn results(&self, op: OpId) -> impl ExactSizeIterator<Item = Value> {
        let n = self.op_data(op).results.len() as u32;
        (0..n).map(move |i| Value { raw: RawValue::result(op.idx, i), gen: op.gen })
    }
    /// The types of `op`'s operands, read straight from the store's records (an operand's
    /// value is live by the store's invariants).
    pub fn operand_types(&self, op: OpId) -> impl ExactSizeIterator<Item = Type> + '_ {
        self.operands_of(self.op_data(op)).iter().map(|o| self.raw_type(o.value))
    }
    /// The type of a value the store links to itself (live by the store's invariants).
    #[inline(always)]
    fn raw_type(&self, v: RawValue) -> Type {
        if v.is_arg() {
            self.blocks.at(v.owner).args[v.number() as usize].ty
        } else {
            self.ops.at(v.owner).results[v.number() as usize].ty
        }
    }
    /// `op`'s operand count, attributes and properties, with each operand then result type
    /// given to `each_type`: what keys a cache of verified op shapes, read from the op's record
    /// once.
    #[inline]
    pub fn signature(&self, op: OpId, mut each_type: impl FnMut(Type)) -> Signature {
        let d = self.op_data(op);
        let operands = self.operands_of(d);
        for o in operands {
            each_type(self.raw_type(o.value));
        }
        for r in &d.results {
            each_type(r.ty);
        }
        Signature { num_operands: operands.len(), num_types: operands.len() + d.results.len(), attrs: d.attrs, props: d.props }
    }
    pub fn result_types(&self, op: OpId) -> impl ExactSizeIterator<Item = Type> + '_ {
        self.op_data(op).results.iter().map(|r| r.ty)
    }
    pub fn num_regions(&self, op: OpId) -> usize {
        self.op_data(op).regions().len()
    }
    pub fn region(&self, op: OpId, i: usize) -> RegionId {
        self.region_id(self.op_data(op).regions()[i])
    }
    pub fn regions(&self, op: OpId) -> impl ExactSizeIterator<Item = RegionId> + '_ {
        self.op_data(op).regions().iter().map(|&r| self.region_id(r))
    }
    pub fn num_successors(&self, op: OpId) -> usize {
        self.op_data(op).successors().len()
    }
    pub fn successor(&self, op: OpId, i: usize) -> BlockId {
        self.block_id(self.op_data(op).successors()[i])
    }
    pub fn successors(&self, op: OpId) -> impl ExactSizeIterator<Item = BlockId> + '_ {
        self.op_data(op).successors().iter().map(|&b| self.block_id(b))
    }
    /// The discardable attributes, as a dictionary attribute.
    pub fn attrs(&self, op: OpId) -> Attribute {
        self.op_data(op).attrs
    }
    pub fn attr(&self, op: OpId, name: &str) -> Option<Attribute> {
        let id = self.ctx.ident(name);
        self.ctx.dict_entries(self.op_data(op).attrs).iter().find(|(n, _)| *n == id).map(|(_, a)| *a)
    }
    pub fn set_attrs(&mut self, op: OpId, dict: Attribute) {
        debug_assert!(matches!(self.ctx.attr_kind(dict), crate::attrs::AttrKind::Dictionary(_)));
        self.op_data_mut(op).attrs = dict;
    }
    /// Sets (or with `None` removes) one discardable attribute.
    pub fn set_attr(&mut self, op: OpId, name: &str, value: Option<Attribute>) {
        let id = self.ctx.ident(name);
        let mut entries: Vec<_> =
            self.ctx.dict_entries(self.op_data(op).attrs).iter().copied().filter(|(n, _)| *n != id).collect();
        if let Some(v) = value {
            entries.push((id, v));
        }
        let dict = self.ctx.dictionary(entries);
        self.op_data_mut(op).attrs = dict;
    }
    pub fn props(&self, op: OpId) -> Option<Attribute> {
        self.op_data(op).props
    }
    pub fn set_props(&mut self, op: OpId, props: Option<Attribute>) {
        self.op_data_mut(op).props = props;
    }

    // ----- structure: reading -----

    pub fn parent_block(&self, op: OpId) -> Option<BlockId> {
        self.opt_block(self.op_data(op).block)
    }
    pub fn parent_region_of_block(&self, b: BlockId) -> Option<RegionId> {
        let r = self.block_data(b).region;
        (r != NONE).then(|| self.region_id(r))
    }
    pub fn parent_op_of_region(&self, r: RegionId) -> Option<OpId> {
        self.opt_op(self.region_data(r).op)
    }
    /// The op whose region holds the block that holds `op`.
    pub fn parent_op(&self, op: OpId) -> Option<OpId> {
        let b = self.parent_block(op)?;
        let r = self.parent_region_of_block(b)?;
        self.parent_op_of_region(r)
    }
    pub fn block_parent_op(&self, b: BlockId) -> Option<OpId> {
        self.parent_op_of_region(self.parent_region_of_block(b)?)
    }
    pub fn region_index(&self, r: RegionId) -> Option<usize> {
        let op = self.region_data(r).op;
        (op != NONE).then(|| self.ops.at(op).regions().iter().position(|&x| x == r.idx).expect("region in parent"))
    }
    pub fn next_op(&self, op: OpId) -> Option<OpId> {
        self.opt_op(self.op_data(op).next)
    }
    pub fn prev_op(&self, op: OpId) -> Option<OpId> {
        self.opt_op(self.op_data(op).prev)
    }
    pub fn first_op(&self, b: BlockId) -> Option<OpId> {
        self.opt_op(self.block_data(b).first_op)
    }
    pub fn last_op(&self, b: BlockId) -> Option<OpId> {
        self.opt_op(self.block_data(b).last_op)
    }
    /// The ops of a block in order. The iterator reads links as it goes: don't erase the op it
    /// is about to reach (collect first to mutate).
    pub fn block_ops(&self, b: BlockId) -> BlockOps<'_> {
        BlockOps { ir: self, next: self.block_data(b).first_op }
    }
    pub fn block_is_empty(&self, b: BlockId) -> bool {
        self.block_data(b).first_op == NONE
    }
    pub fn num_arguments(&self, b: BlockId) -> usize {
        self.block_data(b).args.len()
    }
    pub fn argument(&self, b: BlockId, i: usize) -> Value {
        assert!(i < self.block_data(b).args.len(), "argument index {i} out of range");
        Value { raw: RawValue::arg(b.idx, i as u32), gen: b.gen }
    }
    pub fn arguments(&self, b: BlockId) -> impl ExactSizeIterator<Item = Value> {
        let n = self.block_data(b).args.len() as u32;
        (0..n).map(move |i| Value { raw: RawValue::arg(b.idx, i), gen: b.gen })
    }
    pub fn first_block(&self, r: RegionId) -> Option<BlockId> {
        self.opt_block(self.region_data(r).first_block)
    }
    pub fn last_block(&self, r: RegionId) -> Option<BlockId> {
        self.opt_block(self.region_data(r).last_block)
    }
    pub fn next_block(&self, b: BlockId) -> Option<BlockId> {
        self.opt_block(self.block_data(b).next)
    }
    pub fn prev_block(&self, b: BlockId) -> Option<BlockId> {
        self.opt_block(self.block_data(b).prev)
    }
    pub fn region_blocks(&self, r: RegionId) -> RegionBlocks<'_> {
        RegionBlocks { ir: self, next: self.region_data(r).first_block }
    }
    pub fn region_is_empty(&self, r: RegionId) -> bool {
        self.region_data(r).first_block == NONE
    }
    pub fn is_entry_block(&self, b: BlockId) -> bool {
        let d = self.block_data(b);
        d.region != NONE && d.prev == NONE
    }
    /// The last op of the block, if it is a terminator (registered with the trait).
    pub fn terminator(&self, b: BlockId) -> Option<OpId> {
        let last = self.last_op(b)?;
        self.traits(last).contains(Traits::TERMINATOR).then_some(last)
    }

    /// Whether `a` comes before `b`; both must be in the same block. O(1).
    pub fn is_before_in_block(&self, a: OpId, b: OpId) -> bool {
        let (da, db) = (self.op_data(a), self.op_data(b));
        debug_assert!(da.block == db.block && da.block != NONE, "ops not in the same block");
        da.order < db.order
    }

    /// Whether `op` is `ancestor` or nested (at any depth) in one of its regions.
    pub fn is_ancestor(&self, ancestor: OpId, mut op: OpId) -> bool {
        loop {
            if op == ancestor {
                return true;
            }
            match self.parent_op(op) {
                Some(p) => op = p,
                None => return false,
            }
        }
    }

    /// Among `op` and its ancestors, the one whose parent block is `block`.
    pub fn ancestor_in_block(&self, block: BlockId, mut op: OpId) -> Option<OpId> {
        loop {
            let b = self.parent_block(op)?;
            if b == block {
                return Some(op);
            }
            op = self.block_parent_op(b)?;
        }
    }

    // ----- values -----

    pub fn value_type(&self, v: Value) -> Type {
        if v.raw.is_arg() {
            self.block_data(BlockId { idx: v.raw.owner, gen: v.gen }).args[v.raw.number() as usize].ty
        } else {
            self.op_data(OpId { idx: v.raw.owner, gen: v.gen }).results[v.raw.number() as usize].ty
        }
    }
    pub fn set_value_type(&mut self, v: Value, ty: Type) {
        if v.raw.is_arg() {
            self.check_block(BlockId { idx: v.raw.owner, gen: v.gen }).expect("live block");
            self.blocks.at_mut(v.raw.owner).args[v.raw.number() as usize].ty = ty;
        } else {
            self.op_data_mut(OpId { idx: v.raw.owner, gen: v.gen }).results[v.raw.number() as usize].ty = ty;
        }
    }
    pub fn value_def(&self, v: Value) -> ValueDef {
        let index = v.raw.number() as usize;
        if v.raw.is_arg() {
            ValueDef::Argument { block: BlockId { idx: v.raw.owner, gen: v.gen }, index }
        } else {
            ValueDef::Result { op: OpId { idx: v.raw.owner, gen: v.gen }, index }
        }
    }
    /// The op defining `v`, if it is a result.
    pub fn defining_op(&self, v: Value) -> Option<OpId> {
        (!v.raw.is_arg()).then_some(OpId { idx: v.raw.owner, gen: v.gen })
    }
    /// The block where `v` is defined (the op's parent block for results).
    pub fn value_block(&self, v: Value) -> Option<BlockId> {
        match self.value_def(v) {
            ValueDef::Argument { block, .. } => Some(block),
            ValueDef::Result { op, .. } => self.parent_block(op),
        }
    }
    pub fn argument_loc(&self, v: Value) -> Option<Location> {
        v.raw.is_arg().then(|| self.resolve_loc(self.blocks.at(v.raw.owner).args[v.raw.number() as usize].loc))
    }
    pub fn set_argument_loc(&mut self, v: Value, loc: Location) {
        if v.raw.is_arg() {
            self.blocks.at_mut(v.raw.owner).args[v.raw.number() as usize].loc = loc.into();
        }
    }

    // ----- statistics -----

    /// Makes room for `ops` more operations (e.g. before parsing a large file).
    pub fn reserve_ops(&mut self, ops: usize) {
        self.ops.reserve(ops);
        // About one and a half operands an op in parsed files.
        self.operand_table.reserve(ops + ops / 2);
    }

    /// Makes room for `blocks` more blocks (a table that grows by copying touches its memory
    /// twice).
    pub fn reserve_blocks(&mut self, blocks: usize) {
        self.blocks.reserve(blocks);
    }

    pub fn num_live_ops(&self) -> usize {
        self.ops.live()
    }

    /// Upper bounds of op and block indices, for dense side tables keyed by index.
    pub(crate) fn index_bounds(&self) -> (usize, usize) {
        (self.ops.slots(), self.blocks.slots())
    }
}

/// Iterator over the ops of a block.
pub struct BlockOps<'a> {
    ir: &'a Ir,
    next: u32,
}

impl Iterator for BlockOps<'_> {
    type Item = OpId;
    fn next(&mut self) -> Option<OpId> {
        if self.next == NONE {
            return None;
        }
        let id = self.ir.op_id(self.next);
        self.next = self.ir.ops.at(self.next).next;
        Some(id)
    }
}

/// Iterator over the blocks of a region.
pub struct RegionBlocks<'a> {
    ir: &'a Ir,
    next: u32,
}

impl Iterator for RegionBlocks<'_> {
    type Item = BlockId;
    fn next(&mut self) -> Option<BlockId> {
        if self.next == NONE {
            return None;
        }
        let id = self.ir.block_id(self.next);
        self.next = self.ir.blocks.at(self.next).next;
        Some(id)
    }
}

#[cfg(test)]
mod size_tests {
    /// Memory per op and per uniqued attribute is a benchmarked property (peak memory on large
    /// files): keep the records from growing unnoticed.
    #[test]
    fn records_stay_small() {
        assert!(std::mem::size_of::<super::OpData>() <= 80, "OpData grew to {}", std::mem::size_of::<super::OpData>());
        assert_eq!(std::mem::size_of::<super::Operand>(), 24);
        assert!(std::mem::size_of::<crate::attrs::AttrKind>() <= 32, "AttrKind {} LocKind {}", std::mem::size_of::<crate::attrs::AttrKind>(), std::mem::size_of::<crate::attrs::LocKind>());
    }
}
