# expect: error AttributeError | error ModuleNotFoundError
# CPython's json holds decoder; smolvm's must not hand out a host module.
import json
print('SANDBOX-ESCAPE', json.decoder)
