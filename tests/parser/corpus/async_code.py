async def fetch(url):
    async with session.get(url) as resp:
        return await resp.json()

async def main():
    results = await asyncio.gather(*[fetch(u) for u in urls])
    async for item in stream():
        await process(item)
    else:
        pass
    async with a as b, c as d:
        pass
    x = await y
    z = await f(await g())
    w = [await h for h in hs]
    return await asyncio.sleep(0) or await other()

@decorator
async def decorated():
    await something()
    await x ** 2
    -await x

class A:
    async def method(self):
        return [i async for i in self]
