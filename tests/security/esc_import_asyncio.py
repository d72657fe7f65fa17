# expect: rejected
import asyncio
print('SANDBOX-ESCAPE', asyncio)
