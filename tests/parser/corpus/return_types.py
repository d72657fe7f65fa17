def a() -> None: pass
def b() -> int: return 1
def c() -> dict[str, list[int]]: return {}
def d() -> "Forward": pass
def e() -> Optional[int]: pass
def f() -> tuple[int, ...]: pass
def g() -> int | None: pass
def h() -> lambda: 1: pass
