# expect: rejected
# stderr-contains: 'async def' is not supported in smolvm
# An async def is refused as a whole: none of the snippet runs.
print('SANDBOX-ESCAPE before')
async def fetch(url):
    return await url
print('SANDBOX-ESCAPE after')
