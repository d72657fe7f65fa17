# expect: error AttributeError
# getattr() does not normalise: this is a different, missing attribute.
print('SANDBOX-ESCAPE', getattr((), '__ｃｌａｓｓ__'))
