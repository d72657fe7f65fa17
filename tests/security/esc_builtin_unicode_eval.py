# expect: rejected | error NameError
# NFKC turns these letters into 'eval': it must be refused like eval.
print('SANDBOX-ESCAPE', 𝘦𝘷𝘢𝘭('1+1'))
