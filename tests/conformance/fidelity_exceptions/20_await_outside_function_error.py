# await only exists inside an async function.
import json
data = await json.loads("[1, 2]")
print(data)
