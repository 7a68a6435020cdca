// libFuzzer: the RFC 5147 grammar (grammar/rfc5147.hpp) on any input.
#include "fragid/grammar/text_parser.hpp"
#include "grammar_round_trip.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    fragid::fuzz::check_round_trip<fragid::TextFragment>(std::string_view(reinterpret_cast<const char*>(data), size),
                                                         fragid::parse_text_fragment);
    return 0;
}
