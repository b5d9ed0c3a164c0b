"""Sample data shared by the tests of several layers; plain records, so the Qt-free tests can use them."""
