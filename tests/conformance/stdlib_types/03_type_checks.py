import types
import math

def gen():
    yield 1

class Greeter:
    def hello(self):
        return "hi"

checks = {
    "function": isinstance(gen, types.FunctionType),
    "lambda": isinstance(lambda: 0, types.LambdaType),
    "generator": isinstance(gen(), types.GeneratorType),
    "method": isinstance(Greeter().hello, types.MethodType),
    "unbound is function": isinstance(Greeter.hello, types.FunctionType),
    "builtin": isinstance(len, types.BuiltinFunctionType),
    "module": isinstance(math, types.ModuleType),
    "none": isinstance(None, types.NoneType),
    "class is function": isinstance(Greeter, types.FunctionType),
}
for name, ok in checks.items():
    print(f"{name:22} {ok}")
print(types.FunctionType, types.GeneratorType, types.MethodType, types.ModuleType, types.NoneType)
Base = types.new_class("Base", (), {}, lambda ns: ns.update({"kind": "base", "describe": lambda self: "I am " + self.kind}))
Child = types.new_class("Child", (Base,), {}, lambda ns: ns.update(kind="child"))
print(Base.__name__, Child().describe(), issubclass(Child, Base))
print(types.resolve_bases((int, str)))
