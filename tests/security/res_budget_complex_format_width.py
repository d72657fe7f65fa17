# expect: budget
# args: --max-instructions 1000000
# wall: 1
# A complex number padded to 40 million characters: the padding is charged
# before any of it is written.
s = format(1j, '>40000000')
