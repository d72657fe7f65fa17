# expect: budget | deadline
# args: --deadline 1 --max-instructions 100000
# wall: 1.5
# 10 MB of comment: scanning is charged by the byte.
#<<<'#' * 10000000>>>
print('SANDBOX-ESCAPE: compiled')
