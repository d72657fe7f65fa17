#!/usr/bin/env python3
"""Language-coverage table for the conformance suite (issue 3).

Parses every tests/conformance/**/*.py with Python's `ast` module and finds
which constructs of a fixed list (one entry per item of issue 3, "The whole
language agents write") each snippet uses. A snippet is an *error case* when
CPython ended it with an uncaught exception, i.e. a sibling NAME.err exists.

Syntax constructs are found by an AST visitor (never by file name). The
"errors the model can act on" entries are CPython messages, not syntax: they
are found in the recorded CPython output -- the last traceback line in NAME.err
(error case) or a caught message printed to NAME.out -- or, for the plain
exception classes, by an `except` clause naming the class.

    python3 tests/coverage/gen_coverage.py          write tests/coverage/language.md
    python3 tests/coverage/gen_coverage.py --check  verify only, write nothing

Both exit 1, naming the gaps, when a listed construct has fewer than 3
snippets or no error-case snippet. Standard library only.
"""

import argparse
import ast
import io
import os
import re
import sys
import tokenize

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
CONFORMANCE = os.path.join(ROOT, "tests", "conformance")
TABLE = os.path.join(HERE, "language.md")

MIN_SNIPPETS = 3
MIN_ERRORS = 1
EXAMPLES = 3

# --------------------------------------------------------------------------
# the fixed list: (section, construct); every key the visitor can emit is here

SECTIONS = [
    ("Functions", [
        "posonly params (/)",
        "kwonly params (*)",
        "default values",
        "defaults evaluated once (mutable/call default)",
        "*args",
        "**kwargs",
        "call-site * unpacking",
        "call-site ** unpacking",
        "closure",
        "nonlocal",
        "global",
        "lambda",
        "recursion",
        "function decorator",
        "decorator with args",
        "stacked decorators",
        "class decorator",
        "function __name__",
        "annotations",
    ]),
    ("Classes", [
        "inheritance",
        "multiple inheritance (C3 MRO)",
        "super() no-arg",
        "class attribute",
        "instance attribute",
        "property getter",
        "property setter",
        "staticmethod",
        "classmethod",
        "__init__", "__repr__", "__str__",
        "__eq__", "__ne__", "__lt__", "__le__", "__gt__", "__ge__",
        "__hash__", "__bool__", "__len__", "__iter__", "__next__",
        "__getitem__", "__setitem__", "__delitem__", "__contains__", "__call__",
        "__add__", "__sub__", "__mul__", "__truediv__", "__floordiv__", "__mod__",
        "__pow__", "__matmul__", "__neg__",
        "__radd__", "__rsub__", "__rmul__",
        "__iadd__", "__isub__", "__imul__",
        "__enter__", "__exit__", "__format__",
        "isinstance with tuple",
        "issubclass",
        "issubclass with tuple",
        'if __name__ == "__main__"',
    ]),
    ("Exceptions", [
        "except on a base class (hierarchy)",
        "custom exception class",
        "custom exception with args",
        "try/except",
        "try/else",
        "try/finally",
        "except tuple",
        "except as",
        "bare raise",
        "raise from",
        "implicit chaining (raise in handler)",
        "assert with message",
        "with statement",
    ]),
    ("Generators", [
        "yield",
        "yield from",
        "generator return value",
        "generator send",
        "generator expression",
        "next(genexp)",
        "generator used as iterator",
    ]),
    ("Comprehensions", [
        "list comprehension",
        "set comprehension",
        "dict comprehension",
        "nested comprehension",
        "comprehension condition",
        "comprehension own scope",
    ]),
    ("Assignment forms", [
        "tuple target",
        "list target",
        "nested target",
        "starred assignment",
        "for target unpacking",
        "chained assignment",
        "augmented assignment to name",
        "augmented assignment to item",
        "augmented assignment to attribute",
        "slice assignment",
        "slice deletion",
        "del name",
        "del item",
        "del attribute",
        "walrus",
    ]),
    ("Expressions", [
        "chained comparison",
        "conditional expression",
        "and/or returning operands",
        "is / is not",
        "in / not in",
        "unpacking in list/tuple/set display",
        "** unpacking in dict display",
        "slice with step",
        "@ operator",
        "f-string !r",
        "f-string !s",
        "f-string !a",
        "f-string = specifier",
        "f-string nested format spec",
        "f-string nested fields",
        "implicit string concatenation",
    ]),
    ("match", [
        "match literal pattern",
        "match capture pattern",
        "match wildcard",
        "match sequence pattern",
        "match mapping pattern",
        "match class pattern",
        "match or-pattern",
        "match guard",
    ]),
    ("Loops and statements", [
        "for-else",
        "while-else",
        "pass",
        "docstring",
    ]),
    ("Errors the model can act on", [
        "NameError",
        "NameError with Did you mean",
        "UnboundLocalError",
        "TypeError: argument count",
        "TypeError: unexpected keyword",
        "TypeError: missing argument",
        "TypeError: unsupported operand types",
        "TypeError: not callable",
        "TypeError: not subscriptable",
        "TypeError: not iterable",
        "AttributeError",
        "AttributeError with Did you mean",
        "KeyError",
        "IndexError",
        "ValueError: unpacking",
        "ZeroDivisionError",
        "RecursionError",
    ]),
]

CONSTRUCTS = [c for _, items in SECTIONS for c in items]

# error entries: (construct, exception class, regex on the message or None).
# covered when NAME.err's last line is "Class: message" matching the regex (an
# error case), when a line of NAME.out contains a match of the message regex
# (the snippet caught and printed it), or -- for entries without a message
# regex -- when an except clause names the class.
ERROR_KINDS = [
    ("NameError", "NameError", r"name '\w+' is not defined|cannot access free variable"),
    ("NameError with Did you mean", "NameError", r"is not defined\. Did you mean: '[\w.]+'\?$"),
    ("UnboundLocalError", "UnboundLocalError",
     r"cannot access local variable '\w+' where it is not associated with a value"),
    ("TypeError: argument count", "TypeError",
     r"takes (from \d+ to )?\d+ positional arguments? but \d+ (were|was) given"),
    ("TypeError: unexpected keyword", "TypeError", r"got an unexpected keyword argument '\w+'"),
    ("TypeError: missing argument", "TypeError",
     r"missing \d+ required (positional|keyword-only) arguments?: "),
    ("TypeError: unsupported operand types", "TypeError", r"unsupported operand type\(s\) for "),
    ("TypeError: not callable", "TypeError", r"'[\w.]+' object is not callable"),
    ("TypeError: not subscriptable", "TypeError", r"'[\w.]+' object is not subscriptable"),
    ("TypeError: not iterable", "TypeError",
     r"'[\w.]+' object is not iterable|cannot unpack non-iterable \w+ object"
     r"|argument of type '[\w.]+' is not iterable"),
    ("AttributeError", "AttributeError", r"has no attribute '\w+'"),
    ("AttributeError with Did you mean", "AttributeError",
     r"has no attribute '\w+'\. Did you mean: '\w+'\?$"),
    ("KeyError", "KeyError", None),
    ("IndexError", "IndexError", None),
    ("ValueError: unpacking", "ValueError",
     r"(too many|not enough) values to unpack \(expected (at least )?\d+(, got \d+)?\)"),
    ("ZeroDivisionError", "ZeroDivisionError", None),
    ("RecursionError", "RecursionError", None),
]

# messages only a traceback shows: a caught exception's str() lacks them
TRACEBACK_ONLY = {"NameError with Did you mean", "AttributeError with Did you mean"}

DUNDERS = [c for c in CONSTRUCTS if c.startswith("__") and c.endswith("__")]
BASE_EXCEPTIONS = {"BaseException", "Exception", "ArithmeticError", "LookupError", "OSError",
                   "RuntimeError", "ValueError", "NameError", "ImportError"}
BUILTIN_EXCEPTIONS = {
    "BaseException", "Exception", "ArithmeticError", "LookupError", "OSError", "RuntimeError",
    "ValueError", "TypeError", "KeyError", "IndexError", "NameError", "AttributeError",
    "ZeroDivisionError", "OverflowError", "StopIteration", "AssertionError", "ImportError",
    "NotImplementedError", "RecursionError", "UnboundLocalError", "PermissionError",
    "ConnectionError", "TimeoutError", "FileNotFoundError", "KeyboardInterrupt", "SystemExit",
    "UnicodeError", "UnicodeDecodeError", "UnicodeEncodeError", "FloatingPointError",
}
FUNCTION_PARAM_NAMES = {"func", "fn", "f", "function", "handler", "step", "callback", "method",
                        "wrapper", "original", "t", "h"}
ITER_CONSUMERS = {"list", "tuple", "set", "dict", "sum", "min", "max", "sorted", "any", "all",
                  "enumerate", "zip", "map", "filter", "iter", "next", "reversed", "frozenset"}
TEST_CONTEXT = (ast.If, ast.While, ast.IfExp, ast.Assert)


# --------------------------------------------------------------------------
# helpers


def bound_names(target):
    """Names bound by an assignment target."""
    out = set()
    for n in ast.walk(target):
        if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Store):
            out.add(n.id)
    return out


def scope_nodes(body):
    """Walk statements without entering nested function/class/lambda scopes."""
    stack = list(body) if isinstance(body, list) else [body]
    while stack:
        node = stack.pop()
        yield node
        for child in ast.iter_child_nodes(node):
            if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.Lambda)):
                yield child          # the definition itself binds a name here
                continue
            stack.append(child)


def is_generator_function(fn):
    for n in scope_nodes(fn.body):
        if isinstance(n, (ast.Yield, ast.YieldFrom)):
            return True
    return False


def is_slice(sub):
    return isinstance(sub, ast.Subscript) and isinstance(sub.slice, ast.Slice)


def string_tokens(segment):
    """Number of STRING tokens in a source segment (implicit concatenation)."""
    try:
        toks = list(tokenize.generate_tokens(io.StringIO(segment).readline))
    except (tokenize.TokenError, IndentationError, SyntaxError):
        return 0
    return sum(1 for t in toks if t.type == tokenize.STRING)


class Source:
    def __init__(self, text):
        self.text = text
        self.lines = text.splitlines(keepends=True)

    def char_after(self, lineno, col):
        """(line, col, text) from position onward, skipping whitespace."""
        line = lineno - 1
        while line < len(self.lines):
            rest = self.lines[line].encode("utf-8")[col:].decode("utf-8", "replace")
            stripped = rest.lstrip()
            if stripped:
                return stripped
            line += 1
            col = 0
        return ""


# --------------------------------------------------------------------------
# the visitor


class Coverage(ast.NodeVisitor):
    def __init__(self, tree, source):
        self.src = Source(source)
        self.found = set()
        self.parents = {}
        for node in ast.walk(tree):
            for child in ast.iter_child_nodes(node):
                self.parents[child] = node
        self.defs = {}            # function name -> FunctionDef (any depth)
        self.gen_funcs = set()
        self.custom_exceptions = set()
        self.caught = set()       # exception class names named in except clauses
        for node in ast.walk(tree):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                self.defs.setdefault(node.name, node)
                if is_generator_function(node):
                    self.gen_funcs.add(node.name)
        changed = True
        while changed:            # classes deriving from exceptions, transitively
            changed = False
            for node in ast.walk(tree):
                if isinstance(node, ast.ClassDef) and node.name not in self.custom_exceptions:
                    for b in node.bases:
                        if isinstance(b, ast.Name) and (b.id in BUILTIN_EXCEPTIONS
                                                        or b.id in self.custom_exceptions):
                            self.custom_exceptions.add(node.name)
                            changed = True
        self.function_names = set(self.defs) | FUNCTION_PARAM_NAMES
        for node in ast.walk(tree):   # loop variables over collections of functions
            if isinstance(node, (ast.For, ast.comprehension)) and isinstance(node.iter, (ast.List, ast.Tuple)):
                if node.iter.elts and all(isinstance(e, ast.Name) and e.id in self.defs
                                          for e in node.iter.elts):
                    self.function_names |= bound_names(node.target)
        self.tree = tree
        self.visit(tree)
        self.module_level(tree)

    def add(self, name):
        assert name in CONSTRUCTS, name
        self.found.add(name)

    # ---------------------------------------------------------------- module

    def module_level(self, tree):
        if ast.get_docstring(tree, clean=False) is not None:
            self.add("docstring")
        # recursion: a cycle in the call graph of named functions
        graph = {}
        for name, fn in self.defs.items():
            calls = set()
            for n in ast.walk(fn):
                if isinstance(n, ast.Call):
                    f = n.func
                    if isinstance(f, ast.Name) and f.id in self.defs:
                        calls.add(f.id)
                    elif isinstance(f, ast.Attribute) and f.attr in self.defs:
                        calls.add(f.attr)
            graph[name] = calls
        for start in graph:
            seen, stack = set(), list(graph[start])
            while stack:
                n = stack.pop()
                if n == start:
                    self.add("recursion")
                    break
                if n not in seen:
                    seen.add(n)
                    stack.extend(graph.get(n, ()))
        self.comprehension_scopes(tree)

    def comprehension_scopes(self, tree):
        """A comprehension whose variable is also a name of the enclosing scope,
        or that reads a class attribute from inside a class body."""
        scopes = [tree] + [n for n in ast.walk(tree)
                           if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef))]
        comp_types = (ast.ListComp, ast.SetComp, ast.DictComp, ast.GeneratorExp)
        for scope in scopes:
            body = scope.body
            comps, outside = [], set()
            stack = list(body)
            while stack:
                node = stack.pop()
                if isinstance(node, comp_types):
                    comps.append(node)
                    continue
                if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.Lambda)):
                    if not isinstance(node, ast.Lambda):
                        outside.add(node.name)
                    continue
                if isinstance(node, ast.Name):
                    outside.add(node.id)
                stack.extend(ast.iter_child_nodes(node))
            for comp in comps:
                targets = set()
                for gen in comp.generators:
                    targets |= bound_names(gen.target)
                if targets & outside:
                    self.add("comprehension own scope")
                if isinstance(scope, ast.ClassDef):
                    class_names = set()
                    for st in body:
                        if isinstance(st, (ast.Assign, ast.AnnAssign, ast.AugAssign)):
                            for t in (st.targets if isinstance(st, ast.Assign) else [st.target]):
                                class_names |= bound_names(t)
                    inner = set()
                    for part in [comp.elt if not isinstance(comp, ast.DictComp) else comp.key] + \
                            ([comp.value] if isinstance(comp, ast.DictComp) else []) + \
                            [i for g in comp.generators for i in g.ifs]:
                        inner |= {n.id for n in ast.walk(part) if isinstance(n, ast.Name)}
                    if inner & class_names:
                        self.add("comprehension own scope")

    # ------------------------------------------------------------- functions

    def arguments(self, args, is_lambda):
        if args.posonlyargs:
            self.add("posonly params (/)")
        if args.kwonlyargs:
            self.add("kwonly params (*)")
        defaults = list(args.defaults) + [d for d in args.kw_defaults if d is not None]
        if defaults:
            self.add("default values")
        for d in defaults:
            if isinstance(d, (ast.List, ast.Dict, ast.Set, ast.ListComp, ast.DictComp,
                              ast.SetComp, ast.Call)):
                self.add("defaults evaluated once (mutable/call default)")
        if args.vararg:
            self.add("*args")
        if args.kwarg:
            self.add("**kwargs")
        if not is_lambda:
            every = args.posonlyargs + args.args + args.kwonlyargs
            every += [a for a in (args.vararg, args.kwarg) if a]
            if any(a.annotation is not None for a in every):
                self.add("annotations")

    def visit_FunctionDef(self, node):
        self.arguments(node.args, False)
        if node.returns is not None:
            self.add("annotations")
        if ast.get_docstring(node, clean=False) is not None:
            self.add("docstring")
        builtin_decos = 0
        for d in node.decorator_list:
            if isinstance(d, ast.Name) and d.id == "property":
                self.add("property getter")
                builtin_decos += 1
            elif isinstance(d, ast.Name) and d.id == "staticmethod":
                self.add("staticmethod")
                builtin_decos += 1
            elif isinstance(d, ast.Name) and d.id == "classmethod":
                self.add("classmethod")
                builtin_decos += 1
            elif isinstance(d, ast.Attribute) and d.attr in ("setter", "getter", "deleter"):
                if d.attr == "setter":
                    self.add("property setter")
                builtin_decos += 1
            else:
                self.add("function decorator")
                if isinstance(d, ast.Call):
                    self.add("decorator with args")
        if len(node.decorator_list) >= 2:
            self.add("stacked decorators")
        if isinstance(self.parents.get(node), ast.ClassDef) and node.name in DUNDERS:
            self.add(node.name)
        # closure: a nested function reading a local of an enclosing function
        enclosing = self.parents.get(node)
        while enclosing is not None and not isinstance(enclosing, (ast.FunctionDef, ast.AsyncFunctionDef)):
            if isinstance(enclosing, ast.ClassDef):
                enclosing = None
                break
            enclosing = self.parents.get(enclosing)
        if enclosing is not None:
            outer_locals = {a.arg for a in ast.walk(enclosing.args) if isinstance(a, ast.arg)}
            for n in scope_nodes(enclosing.body):
                if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Store):
                    outer_locals.add(n.id)
                elif isinstance(n, (ast.FunctionDef, ast.ClassDef)):
                    outer_locals.add(n.name)
            inner_locals = {a.arg for a in ast.walk(node.args) if isinstance(a, ast.arg)}
            declared = set()
            loads = set()
            for n in ast.walk(node):
                if isinstance(n, ast.Name):
                    (inner_locals if isinstance(n.ctx, ast.Store) else loads).add(n.id)
                elif isinstance(n, ast.Nonlocal):
                    declared |= set(n.names)
            if (loads - inner_locals) & outer_locals or declared & outer_locals:
                self.add("closure")
        self.generic_visit(node)

    def visit_Lambda(self, node):
        self.add("lambda")
        self.arguments(node.args, True)
        self.generic_visit(node)

    def visit_Call(self, node):
        f = node.func
        if any(isinstance(a, ast.Starred) for a in node.args):
            self.add("call-site * unpacking")
        if any(k.arg is None for k in node.keywords):
            self.add("call-site ** unpacking")
        if isinstance(f, ast.Name):
            if f.id == "super" and not node.args and not node.keywords:
                self.add("super() no-arg")
            if f.id == "isinstance" and len(node.args) == 2 and isinstance(node.args[1], ast.Tuple):
                self.add("isinstance with tuple")
            if f.id == "issubclass":
                self.add("issubclass")
                if len(node.args) == 2 and isinstance(node.args[1], ast.Tuple):
                    self.add("issubclass with tuple")
            if f.id == "next" and node.args and isinstance(node.args[0], ast.GeneratorExp):
                self.add("next(genexp)")
            if f.id in ITER_CONSUMERS:
                for a in node.args:
                    if isinstance(a, ast.Call) and isinstance(a.func, ast.Name) and a.func.id in self.gen_funcs:
                        self.add("generator used as iterator")
        if isinstance(f, ast.Attribute) and f.attr == "send" and len(node.args) == 1:
            self.add("generator send")
        self.generic_visit(node)

    def visit_Nonlocal(self, node):
        self.add("nonlocal")

    def visit_Global(self, node):
        self.add("global")

    def visit_Attribute(self, node):
        if node.attr == "__name__" and isinstance(node.ctx, ast.Load):
            v = node.value
            if isinstance(v, ast.Name) and v.id in self.function_names:
                self.add("function __name__")
            elif isinstance(v, ast.Attribute) and v.attr in self.defs:
                self.add("function __name__")
        if node.attr == "__name__" and isinstance(node.ctx, ast.Store):
            self.add("function __name__")
        self.generic_visit(node)

    def visit_AnnAssign(self, node):
        self.add("annotations")
        if node.value is not None and isinstance(self.parents.get(node), ast.ClassDef):
            self.add("class attribute")
        self.generic_visit(node)

    # --------------------------------------------------------------- classes

    def visit_ClassDef(self, node):
        if node.bases:
            self.add("inheritance")
        if len(node.bases) >= 2:
            self.add("multiple inheritance (C3 MRO)")
        if node.decorator_list:
            self.add("class decorator")
        if ast.get_docstring(node, clean=False) is not None:
            self.add("docstring")
        for st in node.body:
            if isinstance(st, ast.Assign):
                self.add("class attribute")
        if node.name in self.custom_exceptions:
            self.add("custom exception class")
        self.generic_visit(node)

    def visit_If(self, node):
        t = node.test
        if (isinstance(t, ast.Compare) and len(t.ops) == 1 and isinstance(t.ops[0], ast.Eq)
                and isinstance(t.left, ast.Name) and t.left.id == "__name__"
                and isinstance(t.comparators[0], ast.Constant) and t.comparators[0].value == "__main__"):
            self.add('if __name__ == "__main__"')
        self.generic_visit(node)

    # ------------------------------------------------------------ exceptions

    def visit_Try(self, node):
        if node.handlers:
            self.add("try/except")
        if node.orelse:
            self.add("try/else")
        if node.finalbody:
            self.add("try/finally")
        self.generic_visit(node)

    visit_TryStar = visit_Try

    def visit_ExceptHandler(self, node):
        names = []
        if isinstance(node.type, ast.Tuple):
            self.add("except tuple")
            names = [e.id for e in node.type.elts if isinstance(e, ast.Name)]
        elif isinstance(node.type, ast.Name):
            names = [node.type.id]
        self.caught |= set(names)
        if set(names) & BASE_EXCEPTIONS:
            self.add("except on a base class (hierarchy)")
        if node.name:
            self.add("except as")
        for n in scope_nodes(node.body):
            if isinstance(n, ast.Raise) and n.exc is not None and n.cause is None:
                self.add("implicit chaining (raise in handler)")
        self.generic_visit(node)

    def visit_Raise(self, node):
        if node.exc is None:
            self.add("bare raise")
        if node.cause is not None:
            self.add("raise from")
        e = node.exc
        if isinstance(e, ast.Call) and isinstance(e.func, ast.Name) and e.func.id in self.custom_exceptions \
                and (e.args or e.keywords):
            self.add("custom exception with args")
        self.generic_visit(node)

    def visit_Assert(self, node):
        if node.msg is not None:
            self.add("assert with message")
        self.generic_visit(node)

    def visit_With(self, node):
        self.add("with statement")
        self.generic_visit(node)

    # ------------------------------------------------------------ generators

    def visit_Yield(self, node):
        self.add("yield")
        self.generic_visit(node)

    def visit_YieldFrom(self, node):
        self.add("yield from")
        v = node.value
        if isinstance(v, ast.Call) and isinstance(v.func, ast.Name) and v.func.id in self.gen_funcs:
            self.add("generator used as iterator")
        self.generic_visit(node)

    def visit_Return(self, node):
        if node.value is not None:
            fn = self.parents.get(node)
            while fn is not None and not isinstance(fn, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
                fn = self.parents.get(fn)
            if isinstance(fn, ast.FunctionDef) and fn.name in self.gen_funcs and is_generator_function(fn):
                self.add("generator return value")
        self.generic_visit(node)

    def visit_GeneratorExp(self, node):
        self.add("generator expression")
        self.comprehension(node)

    # -------------------------------------------------------- comprehensions

    def comprehension(self, node):
        if len(node.generators) > 1:
            self.add("nested comprehension")
        if any(g.ifs for g in node.generators):
            self.add("comprehension condition")
        parts = [node.key, node.value] if isinstance(node, ast.DictComp) else [node.elt]
        for p in parts:
            for n in ast.walk(p):
                if isinstance(n, (ast.ListComp, ast.SetComp, ast.DictComp, ast.GeneratorExp)):
                    self.add("nested comprehension")
        for g in node.generators:
            if isinstance(g.iter, ast.Call) and isinstance(g.iter.func, ast.Name) and g.iter.func.id in self.gen_funcs:
                self.add("generator used as iterator")
            self.target(g.target, for_loop=True)
        self.generic_visit(node)

    def visit_ListComp(self, node):
        self.add("list comprehension")
        self.comprehension(node)

    def visit_SetComp(self, node):
        self.add("set comprehension")
        self.comprehension(node)

    def visit_DictComp(self, node):
        self.add("dict comprehension")
        self.comprehension(node)

    # ------------------------------------------------------------ assignment

    def target(self, t, for_loop=False):
        if isinstance(t, (ast.Tuple, ast.List)):
            if for_loop:
                self.add("for target unpacking")
            elif isinstance(t, ast.Tuple):
                self.add("tuple target")
            else:
                self.add("list target")
            if any(isinstance(e, (ast.Tuple, ast.List)) for e in t.elts):
                self.add("nested target")
            for n in ast.walk(t):
                if isinstance(n, ast.Starred):
                    self.add("starred assignment")
                if n is not t and isinstance(n, ast.List) and not for_loop:
                    self.add("list target")
        if is_slice(t):
            self.add("slice assignment")

    def visit_Assign(self, node):
        if len(node.targets) >= 2:
            self.add("chained assignment")
        for t in node.targets:
            self.target(t)
            if isinstance(t, ast.Attribute) and isinstance(t.value, ast.Name) and t.value.id == "self":
                self.add("instance attribute")
            if isinstance(t, (ast.Tuple, ast.List)):
                for e in ast.walk(t):
                    if isinstance(e, ast.Attribute) and isinstance(e.value, ast.Name) and e.value.id == "self":
                        self.add("instance attribute")
        self.generic_visit(node)

    def visit_For(self, node):
        self.target(node.target, for_loop=True)
        if node.orelse:
            self.add("for-else")
        it = node.iter
        if isinstance(it, ast.Call) and isinstance(it.func, ast.Name) and it.func.id in self.gen_funcs:
            self.add("generator used as iterator")
        self.generic_visit(node)

    def visit_While(self, node):
        if node.orelse:
            self.add("while-else")
        self.generic_visit(node)

    def visit_AugAssign(self, node):
        t = node.target
        if isinstance(t, ast.Name):
            self.add("augmented assignment to name")
        elif isinstance(t, ast.Subscript):
            self.add("augmented assignment to item")
        elif isinstance(t, ast.Attribute):
            self.add("augmented assignment to attribute")
        if isinstance(node.op, ast.MatMult):
            self.add("@ operator")
        self.generic_visit(node)

    def visit_Delete(self, node):
        for t in node.targets:
            if isinstance(t, ast.Name):
                self.add("del name")
            elif is_slice(t):
                self.add("slice deletion")
            elif isinstance(t, ast.Subscript):
                self.add("del item")
            elif isinstance(t, ast.Attribute):
                self.add("del attribute")
        self.generic_visit(node)

    def visit_NamedExpr(self, node):
        self.add("walrus")
        self.generic_visit(node)

    # ----------------------------------------------------------- expressions

    def visit_Compare(self, node):
        if len(node.ops) >= 2:
            self.add("chained comparison")
        for op in node.ops:
            if isinstance(op, (ast.Is, ast.IsNot)):
                self.add("is / is not")
            if isinstance(op, (ast.In, ast.NotIn)):
                self.add("in / not in")
        self.generic_visit(node)

    def visit_IfExp(self, node):
        self.add("conditional expression")
        self.generic_visit(node)

    def visit_BoolOp(self, node):
        root, parent = node, self.parents.get(node)
        while isinstance(parent, ast.BoolOp) or (isinstance(parent, ast.UnaryOp) and isinstance(parent.op, ast.Not)):
            root, parent = parent, self.parents.get(parent)
        in_test = ((isinstance(parent, TEST_CONTEXT) and parent.test is root)
                   or (isinstance(parent, ast.comprehension) and root in parent.ifs)
                   or (isinstance(parent, ast.match_case) and parent.guard is root)
                   or (isinstance(parent, ast.Call) and isinstance(parent.func, ast.Name)
                       and parent.func.id == "bool")
                   or isinstance(root, ast.UnaryOp))
        if not in_test:
            self.add("and/or returning operands")
        self.generic_visit(node)

    def display(self, node):
        if isinstance(node.ctx if hasattr(node, "ctx") else ast.Load(), ast.Load) and \
                any(isinstance(e, ast.Starred) for e in node.elts):
            self.add("unpacking in list/tuple/set display")
        self.generic_visit(node)

    visit_List = display
    visit_Tuple = display
    visit_Set = display

    def visit_Dict(self, node):
        if any(k is None for k in node.keys):
            self.add("** unpacking in dict display")
        self.generic_visit(node)

    def visit_Slice(self, node):
        if node.step is not None:
            self.add("slice with step")
        self.generic_visit(node)

    def visit_BinOp(self, node):
        if isinstance(node.op, ast.MatMult):
            self.add("@ operator")
        self.generic_visit(node)

    def implicit_concat(self, node):
        parent = self.parents.get(node)
        if isinstance(parent, (ast.JoinedStr, ast.FormattedValue)):
            return            # pieces of an f-string carry the f-string's position
        seg = ast.get_source_segment(self.src.text, node)
        if seg and string_tokens(seg) >= 2:
            self.add("implicit string concatenation")

    def visit_Constant(self, node):
        if isinstance(node.value, str):
            self.implicit_concat(node)

    def visit_JoinedStr(self, node):
        self.implicit_concat(node)
        self.generic_visit(node)

    def visit_FormattedValue(self, node):
        expr = node.value
        debug = explicit = False
        if getattr(expr, "end_lineno", None) is not None:
            after = self.src.char_after(expr.end_lineno, expr.end_col_offset)
            if after.startswith("=") and not after.startswith("=="):
                debug = True
                self.add("f-string = specifier")
                explicit = after[1:].lstrip().startswith("!")
        conv = {114: "f-string !r", 115: "f-string !s", 97: "f-string !a"}.get(node.conversion)
        if conv and (not debug or explicit):
            self.add(conv)
        if node.format_spec is not None:
            if any(isinstance(v, ast.FormattedValue) for v in ast.walk(node.format_spec)):
                self.add("f-string nested format spec")
        if any(isinstance(n, ast.JoinedStr) for n in ast.walk(expr)):
            self.add("f-string nested fields")
        self.generic_visit(node)

    # ----------------------------------------------------------------- match

    def visit_match_case(self, node):
        if node.guard is not None:
            self.add("match guard")
        self.generic_visit(node)

    def visit_MatchValue(self, node):
        if isinstance(node.value, (ast.Constant, ast.UnaryOp, ast.BinOp)):
            self.add("match literal pattern")
        self.generic_visit(node)

    def visit_MatchSingleton(self, node):
        self.add("match literal pattern")

    def visit_MatchAs(self, node):
        if node.pattern is None:
            self.add("match wildcard" if node.name is None else "match capture pattern")
        self.generic_visit(node)

    def visit_MatchSequence(self, node):
        self.add("match sequence pattern")
        self.generic_visit(node)

    def visit_MatchMapping(self, node):
        self.add("match mapping pattern")
        self.generic_visit(node)

    def visit_MatchClass(self, node):
        self.add("match class pattern")
        self.generic_visit(node)

    def visit_MatchOr(self, node):
        self.add("match or-pattern")
        self.generic_visit(node)

    # ----------------------------------------------------------------- misc

    def visit_Pass(self, node):
        self.add("pass")


# --------------------------------------------------------------------------
# error kinds from recorded CPython output


def last_line(data):
    lines = [l for l in data.splitlines() if l.strip()]
    return lines[-1] if lines else ""


def error_kinds(err_line, out_text, caught):
    """-> {construct: is_error_case}"""
    found = {}
    for name, cls, msg in ERROR_KINDS:
        if err_line.startswith(cls + ":") or err_line == cls:
            text = err_line[len(cls) + 1:].strip()
            if msg is None or re.search(msg, text):
                found[name] = True
                continue
        if name in TRACEBACK_ONLY:
            continue
        if msg is not None:
            if any(re.search(msg, line) for line in out_text.splitlines()):
                found[name] = False
        elif cls in caught:
            found[name] = False
    return found


# --------------------------------------------------------------------------


def snippets():
    for dirpath, dirnames, filenames in os.walk(CONFORMANCE):
        dirnames.sort()
        for fn in sorted(filenames):
            if fn.endswith(".py"):
                path = os.path.join(dirpath, fn)
                yield os.path.relpath(path, CONFORMANCE)[:-3].replace(os.sep, "/"), path


def analyse():
    results = {}     # snippet -> (set of constructs, is_error_case)
    problems = []
    for name, path in snippets():
        with open(path, encoding="utf-8") as f:
            text = f.read()
        try:
            tree = ast.parse(text, filename=path)
        except SyntaxError as e:
            problems.append(f"{name}: does not parse ({e.msg}, line {e.lineno})")
            results[name] = (set(), os.path.exists(path[:-3] + ".err"))
            continue
        cov = Coverage(tree, text)
        found = set(cov.found)
        base = path[:-3]
        err_line = ""
        if os.path.exists(base + ".err"):
            with open(base + ".err", encoding="utf-8", errors="replace") as f:
                err_line = last_line(f.read())
        out_text = ""
        if os.path.exists(base + ".out"):
            with open(base + ".out", encoding="utf-8", errors="replace") as f:
                out_text = f.read()
        kinds = error_kinds(err_line, out_text, cov.caught)
        found |= set(kinds)
        results[name] = (found, os.path.exists(base + ".err"))
    return results, problems


def tabulate(results):
    rows = {}
    for c in CONSTRUCTS:
        names = sorted(n for n, (found, _) in results.items() if c in found)
        errs = [n for n in names if results[n][1]]
        rows[c] = (names, errs)
    return rows


def examples(names, errs):
    """Prefer lang_* snippets; always show one error case when there is one."""
    def key(n):
        return (0 if n.startswith("lang_") else 1, n)
    picked = []
    if errs:
        picked.append(sorted(errs, key=key)[0])
    for n in sorted(names, key=key):
        if len(picked) >= EXAMPLES:
            break
        if n not in picked:
            picked.append(n)
    return picked


def gaps(rows):
    out = []
    for c in CONSTRUCTS:
        names, errs = rows[c]
        if len(names) < MIN_SNIPPETS:
            out.append(f"{c}: {len(names)} snippet(s), need {MIN_SNIPPETS}")
        if len(errs) < MIN_ERRORS:
            out.append(f"{c}: no error-case snippet (a .err beside it)")
    return out


def render(results, rows):
    total = len(results)
    nerr = sum(1 for _, e in results.values() if e)
    lines = [
        "# Language coverage of the conformance suite",
        "",
        "Generated by `python3 tests/coverage/gen_coverage.py` from "
        "`tests/conformance/**/*.py`; do not edit by hand.",
        "Each construct of issue 3 (\"The whole language agents write\") is detected with "
        "Python's `ast` module; the error entries are CPython's messages, found in the recorded "
        "`.err` (last traceback line) or `.out` (a caught, printed message) or an `except` clause "
        "naming the class. An *error snippet* is one with a `.err` file: CPython ended it with "
        "an uncaught exception.",
        "",
        f"{total} snippets, {nerr} of them error cases. Every construct needs at least "
        f"{MIN_SNIPPETS} snippets, at least {MIN_ERRORS} an error case.",
        "",
    ]
    for section, items in SECTIONS:
        lines += [f"## {section}", "", "| construct | snippets | error snippets | examples |",
                  "|---|---:|---:|---|"]
        for c in items:
            names, errs = rows[c]
            ex = ", ".join(f"`{n}`" + (" (err)" if results[n][1] else "") for n in examples(names, errs))
            label = c.replace("|", "\\|")
            mark = "" if len(names) >= MIN_SNIPPETS and len(errs) >= MIN_ERRORS else " **(gap)**"
            lines.append(f"| {label}{mark} | {len(names)} | {len(errs)} | {ex} |")
        lines.append("")
    lines += ["## Constructs per snippet", "",
              "| snippet | error | constructs |", "|---|:-:|---|"]
    order = {c: i for i, c in enumerate(CONSTRUCTS)}
    for name in sorted(results):
        found, is_err = results[name]
        if not found:
            continue
        cs = ", ".join(c.replace("|", "\\|") for c in sorted(found, key=order.get))
        lines.append(f"| `{name}` | {'yes' if is_err else ''} | {cs} |")
    lines.append("")
    return "\n".join(lines)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--check", action="store_true", help="verify coverage only; write nothing")
    ap.add_argument("--output", default=TABLE, help="where to write the table (default %(default)s)")
    args = ap.parse_args(argv)

    results, problems = analyse()
    rows = tabulate(results)
    missing = gaps(rows)
    text = render(results, rows)
    if args.check:
        try:
            with open(args.output, encoding="utf-8") as f:
                stale = f.read() != text
        except OSError:
            stale = True
        if stale:
            print(f"note: {os.path.relpath(args.output, ROOT)} is out of date; "
                  f"run python3 tests/coverage/gen_coverage.py")
    else:
        with open(args.output, "w", encoding="utf-8") as f:
            f.write(text)
    for p in problems:
        print("warning:", p)
    covered = sum(1 for c in CONSTRUCTS if len(rows[c][0]) >= MIN_SNIPPETS and rows[c][1])
    if missing:
        print(f"language coverage: {len(missing)} gap(s) in {len(CONSTRUCTS)} constructs "
              f"over {len(results)} snippets:")
        for m in missing:
            print("  " + m)
        return 1
    print(f"language coverage: all {len(CONSTRUCTS)} constructs covered "
          f"(>= {MIN_SNIPPETS} snippets, >= {MIN_ERRORS} error case each) by {len(results)} snippets")
    return 0


if __name__ == "__main__":
    sys.exit(main())
