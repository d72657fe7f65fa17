# expect: error NameError
# stdout: mine:1
# Step 1 defines its own eval; step 2 may use it; step 3 deletes it and calls
# eval again: the real one must not appear.
eval = lambda s: 'mine:' + s
#---step---
print(eval('1'))
#---step---
del eval
print('SANDBOX-ESCAPE', eval('2'))
