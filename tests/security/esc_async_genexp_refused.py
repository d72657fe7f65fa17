# expect: rejected
# stderr-contains: asynchronous generator expressions are not supported
# An asynchronous generator expression outside any async def is valid
# Python; smolvm refuses it before anything runs.
print('SANDBOX-ESCAPE before')
g = (x async for x in range(3))
print('SANDBOX-ESCAPE', g)
