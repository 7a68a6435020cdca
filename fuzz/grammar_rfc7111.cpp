// libFuzzer: the RFC 7111 grammar (grammar/rfc7111.hpp) on any input.
#include "fragid/grammar/csv_parser.hpp"
#include "grammar_round_trip.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    fragid::fuzz::check_round_trip<fragid::CsvFragment>(std::string_view(reinterpret_cast<const char*>(data), size),
                                                        fragid::parse_csv_fragment);
    return 0;
}
