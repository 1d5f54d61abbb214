"""One context used from several Python threads at once: building, printing, parsing and
verifying interleave (the IR lock is taken with the GIL released) without deadlock or damage."""
import threading

from mlir.ir import *
from mlir.dialects import arith, func


def test_threads_share_a_context():
    ctx = Context()
    errors = []

    def worker(k):
        try:
            with ctx, Location.unknown():
                i32 = IntegerType.get_signless(32)
                for rep in range(10):
                    m = Module.create()
                    with InsertionPoint(m.body):
                        f = func.FuncOp(f"f{k}_{rep}", ([i32], [i32]))
                        with InsertionPoint(f.add_entry_block()):
                            v = f.arguments[0]
                            for _ in range(100):
                                v = arith.addi(v, v)
                            func.return_([v])
                    text = str(m)
                    again = Module.parse(text)
                    assert again.operation.verify()
                    assert str(again) == text
        except Exception as e:  # collected: assertions in threads do not fail the test alone
            errors.append(repr(e))

    threads = [threading.Thread(target=worker, args=(k,)) for k in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=120)
    assert not any(t.is_alive() for t in threads), "a thread did not finish (deadlock?)"
    assert errors == []
