# expect: error RecursionError | error ModuleNotFoundError
import json
x = []
for i in range(10**5):
    x = [x]
json.dumps(x)
