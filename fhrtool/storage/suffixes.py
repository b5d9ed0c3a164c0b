"""The file name suffixes of fhrtool's documents, apart from the code that reads them: deciding what a
command line asks for needs the names, not the models behind them."""

CAMPAIGN_SUFFIX = ".fhrc"
SHEET_SUFFIX = ".fhrs"
