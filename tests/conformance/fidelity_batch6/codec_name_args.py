for f in (lambda: 'x'.encode('utf\x00-8'), lambda: 'x'.encode('utf-8', 'str\x00ict'), lambda: b'x'.decode('utf\x008'),
          lambda: str(b'x', 'utf\x008'), lambda: bytes('x', 'utf\x008'), lambda: bytearray('x', 'ascii', 'x\x00'),
          lambda: b'\xff'.decode('utf-8', 'str\x00ict'), lambda: 'x'.encode('utf-8' + 'x' * 300),
          lambda: ('\u4e00\uac00\U00020000\u00e9\U0001F600\u0378' + 'ab').encode('ascii', 'namereplace'),
          lambda: '\ud800'.encode('ascii', 'namereplace'), lambda: '\U000E0000'.encode('latin-1', 'namereplace')):
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, str(e)[:80])
class S(str): pass
print('é'.encode(S('utf-8'), S('strict')), b'\xc3\xa9'.decode(encoding=S('utf-8')))
