# expect: rejected | error AttributeError
# Fullwidth letters normalise (NFKC) to __class__.
print('SANDBOX-ESCAPE', ().__ｃｌａｓｓ__)
