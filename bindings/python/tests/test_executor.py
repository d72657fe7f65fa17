"""SmolvmExecutor driven as smolagents' CodeAgent drives LocalPythonExecutor.

AgentLoopTest plays a whole multi-step agent run against one executor:
tools with keyword arguments, a tool that raises, state across steps, a
step that fails halfway and a later step that uses what it assigned,
send_variables, a final answer inside a loop and a refused import, reading
each step as CodeAgent does ("Execution logs:" + logs, "Last output from
code snippet:" + str(output); after an error, the logs from
state["_print_outputs"] and the error's text).
"""

import os
import subprocess
import sys
import tempfile
import textwrap
import time
import unittest

import smolvm
from smolvm import SmolvmExecutor

from .support import PACKAGE_ROOT, binary, child_env, cpython


class FakeTool:
    """The shape of a smolagents Tool: name, forward, __call__."""

    name = "weather"
    description = "Weather in a city."

    def __init__(self):
        self.calls = []

    def forward(self, city, unit="C"):
        self.calls.append((city, unit))
        return {"city": city, "temp": 21 if unit == "C" else 70, "unit": unit}

    def __call__(self, *args, sanitize_inputs_outputs=False, **kwargs):
        return self.forward(*args, **kwargs)


class ForwardOnly:
    """An object with forward but no __call__."""

    def forward(self, x):
        return x * 2


class FinalAnswerTool:
    name = "final_answer"

    def forward(self, answer):
        return answer

    def __call__(self, *args, **kwargs):
        return self.forward(*args, **kwargs)


def observation(executor, code):
    """What CodeAgent puts in the model's memory for one step."""
    try:
        out = executor(code)
    except Exception as e:
        logs = str(executor.state["_print_outputs"])
        text = ("Execution logs:\n" + logs if logs else "") + "Error: " + str(e)
        return None, text
    text = "Execution logs:\n" + out.logs + "Last output from code snippet:\n" + str(out.output)
    return out, text


class AgentLoopTest(unittest.TestCase):
    def setUp(self):
        self.executor = SmolvmExecutor(additional_authorized_imports=["fractions"], binary=binary())
        self.addCleanup(self.executor.cleanup)

    def test_unknown_import_left_out(self):
        # smolagents' lists often name modules smolvm lacks: each is left
        # out with a warning, and importing it is the policy's refusal.
        ex = SmolvmExecutor(additional_authorized_imports=["numpy", "fractions", "pandas"], binary=binary())
        self.addCleanup(ex.cleanup)
        with self.assertWarns(RuntimeWarning) as w:
            out, obs = observation(ex, "import fractions\nfractions.Fraction(2, 6).denominator")
        self.assertIn("'numpy'", str(w.warning))
        self.assertEqual(out.output, 3)
        self.assertIn("fractions", ex.authorized_imports)
        self.assertNotIn("numpy", ex.authorized_imports)
        self.assertNotIn("pandas", ex.authorized_imports)
        out, obs = observation(ex, "import numpy")
        self.assertIsNone(out)
        self.assertIn("Import of numpy is not allowed", obs)

    def test_agent_loop(self):
        ex = self.executor
        weather = FakeTool()
        searches = []

        def web_search(query, max_results=3, *, region="us"):
            searches.append((query, max_results, region))
            return ["%s result %d (%s)" % (query, i, region) for i in range(max_results)]

        def lookup(key):
            raise KeyError("no entry for %r" % key)

        # CodeAgent.run: send_variables, then send_tools (with final_answer).
        ex.send_variables(variables={"task_id": 17, "cities": ("Paris", "Oslo")})
        ex.send_tools({"web_search": web_search, "weather": weather, "lookup": lookup,
                       "double": ForwardOnly(), "final_answer": FinalAnswerTool()})

        # Step 1: tools with keyword arguments; state kept for later steps.
        out, obs = observation(ex, textwrap.dedent("""\
            hits = web_search("smolvm", max_results=2, region="eu")
            for h in hits:
                print(h)
            reports = [weather(c, unit="F") for c in cities]
            len(reports)
        """))
        self.assertEqual(obs, "Execution logs:\nsmolvm result 0 (eu)\nsmolvm result 1 (eu)\n"
                              "Last output from code snippet:\n2")
        self.assertFalse(out.is_final_answer)
        self.assertEqual(searches, [("smolvm", 2, "eu")])
        self.assertEqual(weather.calls, [("Paris", "F"), ("Oslo", "F")])

        # Step 2: state across steps, a tool reached through forward().
        out, obs = observation(ex, "print(task_id)\ntemps = [r['temp'] for r in reports]\ndouble(temps[0])")
        self.assertEqual(out.output, 140)
        self.assertEqual(out.logs, "17\n")

        # Step 3: a tool that raises; what was printed before stays readable.
        code = "print('looking up')\nx = lookup('zz')\n"
        out, obs = observation(ex, code)
        self.assertIsNone(out)
        self.assertTrue(obs.startswith("Execution logs:\nlooking up\nError: Traceback (most recent call last):\n"), obs)
        self.assertIn("KeyError", obs)
        self.assertTrue(obs.endswith("KeyError: \"no entry for 'zz'\""), obs)

        # Step 4: fails halfway; what it assigned before failing stays.
        code = "partial = sum(temps)\nprint('partial', partial)\nratio = partial / missing_value\n"
        with self.assertRaises(Exception) as cm:
            ex(code)
        _, err = cpython("temps = [70, 70]\n" + code)
        self.assertEqual(str(cm.exception), err.rstrip("\n").replace("line 4", "line 3"))
        self.assertEqual(str(ex.state["_print_outputs"]), "partial 140\n")
        self.assertEqual(ex.state["_print_outputs"].value, "partial 140\n")

        # Step 5: uses what the failed step assigned.
        out, _ = observation(ex, "partial // 2")
        self.assertEqual(out.output, 70)
        self.assertEqual(ex.state["partial"], 140)

        # send_variables in the middle of a run.
        ex.send_variables({"bonus": {"points": (1, 2, 3)}})
        out, _ = observation(ex, "import math\nmath.fsum(bonus['points']) + partial")
        self.assertEqual(out.output, 146.0)

        # A refused import, in smolagents' words.
        out, obs = observation(ex, "import os\nos.system('ls')")
        self.assertIsNone(out)
        self.assertIn("Import of os is not allowed. Authorized imports are: [", obs)
        self.assertIn("'fractions'", obs)
        self.assertIn("fractions", ex.authorized_imports)

        # The final answer, from inside a loop.
        out, obs = observation(ex, textwrap.dedent("""\
            for i, t in enumerate(temps):
                print("checking", i)
                if t > 50:
                    final_answer(f"{cities[i]} is warm: {t}F")
            print("not reached")
        """))
        self.assertTrue(out.is_final_answer)
        self.assertEqual(out.output, "Paris is warm: 70F")
        self.assertEqual(out.logs, "checking 0\n")
        self.assertEqual(ex.state["_print_outputs"].value, "checking 0\n")

    def test_code_output_and_error_types_without_smolagents(self):
        out = self.executor("1 + 1")
        self.assertIsInstance(out, smolvm.CodeOutput)
        self.assertEqual((out.output, out.logs, out.is_final_answer), (2, "", False))
        with self.assertRaises(smolvm.InterpreterError) as cm:
            self.executor("1/0")
        self.assertIsInstance(cm.exception, ValueError)
        self.assertIn("ZeroDivisionError: division by zero", str(cm.exception))

    def test_state_mapping(self):
        ex = self.executor
        ex.send_variables({"a": 1})
        self.assertEqual(ex.state["a"], 1)
        ex("b = a + 1")
        self.assertEqual(ex.state["b"], 2)
        self.assertIn("b", ex.state)
        self.assertNotIn("zzz", ex.state)
        ex.state["c"] = [3]
        self.assertEqual(ex("c[0] + b").output, 5)
        del ex.state["c"]
        with self.assertRaises(KeyError):
            ex.state["c"]
        self.assertIn("_print_outputs", ex.state)
        self.assertEqual(ex.state["__name__"], "__main__")
        self.assertEqual(sorted(k for k in ex.state if not k.startswith("_")), ["a", "b"])
        import copy
        snapshot = copy.deepcopy(ex.state)
        self.assertIsInstance(snapshot, dict)
        self.assertEqual((snapshot["a"], snapshot["b"]), (1, 2))
        self.assertEqual(str(snapshot["_print_outputs"]), str(ex.state["_print_outputs"]))

    def test_send_variables_refuses_what_cannot_cross(self):
        with self.assertRaises(TypeError) as cm:
            self.executor.send_variables({"obj": object()})
        self.assertIn("obj", str(cm.exception))
        with self.assertRaises(ValueError):
            self.executor.send_variables({"not a name": 1})

    def test_new_tools_keep_variables(self):
        ex = self.executor
        ex.send_tools({"one": lambda: 1})
        ex("x = one() + 10\ndef f():\n    return 5")
        ex.send_tools({"one": lambda: 100})
        self.assertEqual(ex("one() + x").output, 111)
        ex.send_tools({"one": lambda: 1, "two": lambda: 2})
        self.assertEqual(ex("one() + two() + x").output, 14)

    def test_print_outputs_truncated(self):
        ex = SmolvmExecutor(max_print_outputs_length=100, binary=binary())
        self.addCleanup(ex.cleanup)
        out = ex("for i in range(100):\n    print('line', i)")
        self.assertLess(len(out.logs), 200)
        self.assertTrue(out.logs.startswith("line 0\nline 1\n"))
        self.assertTrue(out.logs.endswith("line 99\n"))
        self.assertIn("truncated to stay below 100 characters", out.logs)

    def test_output_of_a_final_assignment(self):
        # smolagents' executor gives the value of the last statement, an
        # assignment included; an expression's value stays the output.
        ex = self.executor
        self.assertEqual(ex("total = sum(range(5))").output, 10)
        self.assertEqual(ex("total += 1").output, 11)
        self.assertEqual(ex("label: str = f'n={total}'").output, "n=11")
        self.assertEqual(ex("a = b = [1, 2]").output, [1, 2])
        self.assertEqual(ex("total * 2").output, 22)
        self.assertIsNone(ex("print(total)").output)
        self.assertIsNone(ex("d = {}\nd['k'] = 1").output)
        self.assertIsNone(ex("x, y = 1, 2").output)

    def test_plain_final_answer_without_tool(self):
        out = self.executor("final_answer([1, (2, 3)])")
        self.assertTrue(out.is_final_answer)
        self.assertEqual(out.output, [1, (2, 3)])


class LimitStopTest(unittest.TestCase):
    def check_stop(self, executor, code, words):
        self.addCleanup(executor.cleanup)
        executor("print('alive')")
        t0 = time.monotonic()
        with self.assertRaises(smolvm.InterpreterError) as cm:
            executor("print('started')\n" + code)
        self.assertLess(time.monotonic() - t0, 20)
        text = str(cm.exception)
        self.assertTrue(any(w in text for w in words), text)
        self.assertEqual(str(executor.state["_print_outputs"]), "started\n")
        self.assertEqual(executor("'usable'").output, "usable")
        return text

    def test_budget(self):
        ex = SmolvmExecutor(max_instructions=500000, binary=binary())
        self.check_stop(ex, "while True:\n    pass", ["instruction budget"])

    def test_memory(self):
        ex = SmolvmExecutor(max_memory=32 << 20, binary=binary())
        # The list lives in a function's frame: the stop frees it, so the
        # session is below its cap again for the next step.
        self.check_stop(ex, "def grow():\n    big = []\n    while True:\n        big.append('y' * 100000)\ngrow()",
                        ["memory"])

    def test_deadline(self):
        ex = SmolvmExecutor(timeout_seconds=1, max_instructions=10 ** 12, binary=binary())
        text = self.check_stop(ex, "while True:\n    pass", ["maximum execution time of 1 seconds"])
        self.assertIn("deadline", text.lower())

    def test_recursion(self):
        ex = SmolvmExecutor(max_recursion=50, binary=binary())
        self.addCleanup(ex.cleanup)
        with self.assertRaises(smolvm.InterpreterError) as cm:
            ex("def f(n):\n    return f(n + 1)\nf(0)")
        self.assertIn("RecursionError", str(cm.exception))


class LostProcessTest(unittest.TestCase):
    def test_killed_process_is_an_error_step_then_a_fresh_session(self):
        ex = SmolvmExecutor(binary=binary())
        self.addCleanup(ex.cleanup)
        ex.send_variables({"given": 5})
        ex("made = 1")
        ex.session.sandbox.kill()
        with self.assertRaises(smolvm.InterpreterError) as cm:
            ex("made")
        self.assertIn("lost", str(cm.exception))
        # The next step runs in a new process; variables sent are sent again.
        self.assertEqual(ex("given").output, 5)
        with self.assertRaises(smolvm.InterpreterError):
            ex("made")


class SharedProcessTest(unittest.TestCase):
    def test_executors_in_a_pool(self):
        with smolvm.Pool(2, binary()) as pool:
            a = SmolvmExecutor(pool=pool)
            b = SmolvmExecutor(pool=pool)
            a("x = 'a'")
            b("x = 'b'")
            self.assertEqual((a("x").output, b("x").output), ("a", "b"))
            self.assertNotEqual(a.session.sandbox.pid, b.session.sandbox.pid)
            a.cleanup()
            b.cleanup()
            self.assertTrue(all(sb.alive for sb in pool.sandboxes))


FAKE_SMOLAGENTS = '''
from dataclasses import dataclass
from typing import Any

class InterpreterError(ValueError):
    pass

@dataclass
class CodeOutput:
    output: Any
    logs: str
    is_final_answer: bool

class PrintContainer:
    def __init__(self):
        self.value = ""
    def __str__(self):
        return self.value
'''


class ImportTest(unittest.TestCase):
    def run_child(self, code, pythonpath):
        env = child_env(PYTHONPATH=os.pathsep.join(pythonpath))
        p = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=120)
        self.assertEqual(p.returncode, 0, p.stderr)
        return p.stdout

    def test_import_without_smolagents(self):
        # A None entry in sys.modules makes `import smolagents` fail even
        # where it is installed.
        out = self.run_child(textwrap.dedent("""\
            import sys
            sys.modules["smolagents"] = None
            import smolvm
            assert "smolagents.local_python_executor" not in sys.modules
            with smolvm.SmolvmExecutor() as ex:
                out = ex("print('hi')\\n6 * 7")
                print(type(out).__module__, out.output, repr(out.logs))
                try:
                    ex("import os")
                except smolvm.InterpreterError as e:
                    print(type(e).__module__, "Import of os is not allowed" in str(e))
        """), [PACKAGE_ROOT])
        self.assertEqual(out, "smolvm.executor 42 'hi\\n'\nsmolvm.executor True\n")

    def test_importing_does_not_import_smolagents(self):
        with tempfile.TemporaryDirectory() as tmp:
            os.makedirs(os.path.join(tmp, "smolagents"))
            with open(os.path.join(tmp, "smolagents", "__init__.py"), "w") as f:
                f.write("import sys\nsys.stderr.write('smolagents imported\\n')\n")
            with open(os.path.join(tmp, "smolagents", "local_python_executor.py"), "w") as f:
                f.write(FAKE_SMOLAGENTS)
            out = self.run_child(textwrap.dedent("""\
                import sys
                import smolvm
                print("smolagents" in sys.modules)
                with smolvm.SmolvmExecutor() as ex:
                    out = ex("1 + 1")
                    print(type(out).__module__, out.output)
                    try:
                        ex("undefined")
                    except Exception as e:
                        print(type(e).__module__, type(e).__name__)
                    print(type(ex.state["_print_outputs"]).__module__)
            """), [tmp, PACKAGE_ROOT])
            self.assertEqual(out, "False\nsmolagents.local_python_executor 2\n"
                                  "smolagents.local_python_executor InterpreterError\n"
                                  "smolagents.local_python_executor\n")


if __name__ == "__main__":
    unittest.main()
