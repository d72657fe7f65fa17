import json
payload = {"vals": {1, 2}}
print(json.dumps(payload))
