// libFuzzer: the RFC 7111 grammar (grammar/rfc7111.hpp) on any input: round trip, and agreement
// with the independent recogniser.
#include "fragid/grammar/fragment.hpp"
#include "fragid/test_support/rfc7111_recogniser.hpp"
#include "grammar_round_trip.hpp"
#include "recogniser_agreement.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view input(reinterpret_cast<const char*>(data), size);
    const auto parsed = fragid::parse_fragment_as<fragid::CsvFragment>(input);  // once, for both properties
    fragid::fuzz::check_round_trip<fragid::CsvFragment>(input, parsed, fragid::parse_fragment_as<fragid::CsvFragment>);
    fragid::fuzz::check_agreement<fragid::CsvFragment>(input, parsed, fragid::test_support::is_rfc7111_fragment);
    return 0;
}
