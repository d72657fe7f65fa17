print("never printed")

async def relay(source):
    yield from source
