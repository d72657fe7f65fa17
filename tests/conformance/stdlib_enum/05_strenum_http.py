from enum import StrEnum, auto
import json


class Method(StrEnum):
    GET = auto()
    POST = auto()
    PUT = auto()
    DELETE = auto()


class Env(StrEnum):
    PROD = "production"
    STAGING = "staging"
    DEV = "development"


print(list(Method))
print(Method.GET, repr(Method.GET), f"{Method.POST}", f"[{Method.PUT:^10}]", str(Method.DELETE))
print(Method.GET == "get", Method("post"), Method["PUT"], Method.GET.upper(), type(Method.GET.upper()).__name__)
print(Method.GET + "/users", "/api/" + Env.PROD, len(Env.STAGING), Env.DEV.startswith("dev"), Env.PROD[:4])
print(",".join(Env), " ".join(m for m in Method), sorted(Env))
print(json.dumps({"method": Method.POST, "env": Env.DEV}))
print({"production": 1}[Env.PROD], Env.PROD in ["production"], "staging" in list(Env))
print("%s|%r" % (Env.PROD, Env.PROD), "{}".format(Env.STAGING))
config = {"env": "staging"}
env = Env(config["env"])
print(env is Env.STAGING, env.name, env.value)
try:
    Env("qa")
except ValueError as e:
    print("ValueError:", e)
try:
    class Bad(StrEnum):
        ONE = 1
except TypeError as e:
    print("TypeError:", e)
print(isinstance(Env.PROD, str), Env.PROD.split("u"), Env.PROD.replace("o", "0"))
