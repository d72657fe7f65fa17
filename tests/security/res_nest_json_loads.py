# expect: error RecursionError | error ModuleNotFoundError
import json
json.loads('[' * 10**5 + ']' * 10**5)
