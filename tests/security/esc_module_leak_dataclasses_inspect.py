# expect: error AttributeError | error ModuleNotFoundError
# CPython's dataclasses holds inspect; smolvm's must not hand out a host module.
import dataclasses
print('SANDBOX-ESCAPE', dataclasses.inspect)
