import json
payload = '{"items": [1, 2, 3], "meta": {"page": 1}'
obj = json.loads(payload)
