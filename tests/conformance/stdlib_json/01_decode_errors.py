import json

bad_inputs = [
    '{"a": 1,}',
    '[1, 2',
    '{"name": "x" "age": 3}',
    '',
    '   ',
    'nul',
    '{"a":\n  1,\n  "b": }',
    "{'single': 1}",
    '[1, 2] extra',
    '"unterminated',
    '{"a" 1}',
    '[01]',
    '"bad \\x escape"',
    '{1: 2}',
    'NaNx',
    '[1, 2,]',
    '{"a": [1, {"b": tru}]}',
]
for text in bad_inputs:
    try:
        print('ok', json.loads(text))
    except json.JSONDecodeError as e:
        print(repr(text))
        print('   msg=%r pos=%d lineno=%d colno=%d' % (e.msg, e.pos, e.lineno, e.colno))
        print('   str:', e)

print(issubclass(json.JSONDecodeError, ValueError))
try:
    json.loads('[1,\n2,\n,3]')
except ValueError as e:
    print(type(e).__name__, e.doc == '[1,\n2,\n,3]', e.args)
