import gc

import pytest

from mlir.ir import Context


@pytest.fixture(autouse=True)
def no_leaked_contexts():
    """Every test must release the contexts it made (checked after a full collection)."""
    gc.collect()
    before = Context._get_live_count()
    yield
    gc.collect()
    assert Context._get_live_count() == before
