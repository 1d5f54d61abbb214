//! A generational slot arena: the storage under operations, blocks and regions.
//!
//! Invariants:
//! - a slot's generation increases every time its value is removed, so an id `(index, gen)`
//!   names at most one value ever: after removal, lookups with the old id fail (no ABA);
//! - removed slots are reused (free list), which keeps tables dense;
//! - `get`/`get_mut` are O(1): one bounds check and one generation compare.

pub(crate) struct Arena<T> {
    slots: Vec<Slot<T>>,
    free: Vec<u32>,
    live: usize,
}

struct Slot<T> {
    gen: u32,
    value: Option<T>,
}

impl<T> Arena<T> {
    pub(crate) fn new() -> Self {
        Arena { slots: Vec::new(), free: Vec::new(), live: 0 }
    }

    pub(crate) fn reserve(&mut self, additional: usize) {
        self.slots.reserve(additional);
    }

    /// Stores `value`; returns its `(index, generation)`.
    pub(crate) fn insert(&mut self, value: T) -> (u32, u32) {
        self.insert_with(|| value)
    }

    /// As [`Arena::insert`], building the value in its slot: `make` runs once the slot is
    /// chosen, so a large record is written where it lives rather than built elsewhere and
    /// copied (a copy that reads it back with loads wider than its stores, which stall).
    #[inline]
    pub(crate) fn insert_with(&mut self, make: impl FnOnce() -> T) -> (u32, u32) {
        self.live += 1;
        let (idx, gen) = match self.free.pop() {
            Some(idx) => (idx, self.slots[idx as usize].gen),
            None => {
                let idx = u32::try_from(self.slots.len()).expect("more than 2^32 IR entities");
                self.slots.push(Slot { gen: 0, value: None });
                (idx, 0)
            }
        };
        let slot = &mut self.slots[idx as usize].value;
        // Free and fresh slots are vacant; filling a vacant one needs no drop of an old value
        // between building the record and storing it.
        assert!(slot.is_none(), "inserting into an occupied slot");
        slot.get_or_insert_with(make);
        (idx, gen)
    }

    /// Removes the value at `idx` (which must be live) and retires its generation.
    pub(crate) fn remove(&mut self, idx: u32) -> T {
        let slot = &mut self.slots[idx as usize];
        let value = slot.value.take().expect("removing a dead slot");
        slot.gen = slot.gen.wrapping_add(1);
        self.free.push(idx);
        self.live -= 1;
        value
    }

    /// Whether `(idx, gen)` names a live value.
    #[inline]
    pub(crate) fn is_live(&self, idx: u32, gen: u32) -> bool {
        matches!(self.slots.get(idx as usize), Some(s) if s.gen == gen && s.value.is_some())
    }

    #[inline]
    pub(crate) fn get(&self, idx: u32, gen: u32) -> Option<&T> {
        let s = self.slots.get(idx as usize)?;
        if s.gen == gen {
            s.value.as_ref()
        } else {
            None
        }
    }

    /// Access by raw index, for links the store keeps consistent itself.
    #[inline]
    pub(crate) fn at(&self, idx: u32) -> &T {
        self.slots[idx as usize].value.as_ref().expect("IR link to a dead slot")
    }

    #[inline]
    pub(crate) fn at_mut(&mut self, idx: u32) -> &mut T {
        self.slots[idx as usize].value.as_mut().expect("IR link to a dead slot")
    }

    #[inline]
    pub(crate) fn gen(&self, idx: u32) -> u32 {
        self.slots[idx as usize].gen
    }

    /// Number of slots (live or not): an upper bound on indices, for dense side tables.
    pub(crate) fn slots(&self) -> usize {
        self.slots.len()
    }

    pub(crate) fn live(&self) -> usize {
        self.live
    }

    /// Every live value, in index order.
    pub(crate) fn values_mut(&mut self) -> impl Iterator<Item = &mut T> {
        self.slots.iter_mut().filter_map(|s| s.value.as_mut())
    }
}
