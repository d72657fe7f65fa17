with open("f") as f:
    data = f.read()

with open("a") as a, open("b") as b:
    pass

with lock:
    pass

with (open("a") as a, open("b") as b):
    pass

with (
    open("a") as a,
    open("b") as b,
):
    pass

with (a, b):
    pass

with (a, b) as c:
    pass

with (yield):
    pass

with ctx() as (x, y):
    pass

with ctx() as [x, y]:
    pass

with ctx() as obj.attr:
    pass

with ctx() as items[0]:
    pass

with (open("x")) as f:
    pass

with (open("x")):
    pass

with a, (b):
    pass

with (a as b):
    pass

async def g():
    async with session.get(url) as response:
        return await response.text()
