"""Our stubs and annotated modules type-check user code: pyright in strict mode on the sample
programs in typecheck/ reports no errors."""
import os
import shutil
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


def test_samples_pass_pyright_strict():
    pyright = shutil.which("pyright", path=os.path.dirname(sys.executable)) or shutil.which("pyright")
    assert pyright, "pyright is not installed (scripts/test.sh installs it into .venv)"
    out = subprocess.run(
        [pyright, "--pythonpath", sys.executable, "-p", os.path.join(HERE, "typecheck", "pyrightconfig.json")],
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert out.returncode == 0, out.stdout + out.stderr
    assert "0 errors" in out.stdout


def test_samples_run():
    for name in ("build_function.py", "build_loop.py", "run_passes.py"):
        out = subprocess.run([sys.executable, os.path.join(HERE, "typecheck", name)], capture_output=True, text=True)
        assert out.returncode == 0, out.stderr
        assert out.stdout.startswith("module {")
