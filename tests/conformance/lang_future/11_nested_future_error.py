# A future import inside a function is also refused.
def setup():
    from __future__ import annotations
    return 1


print(setup())
