import CairnNetworking
import DimoAPI
import DimoDomain
import Foundation
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite("No password in a URL or a log line", .timeLimit(.minutes(8)))
struct PrivacyTests {
  @Test func noEndpointPutsAPasswordInItsURL() throws {
    let secret = "Secret123!"
    let network = NetworkService(baseURL: try #require(URL(string: "http://127.0.0.1:1/dimo/")))
    let endpoints: [DimoEndpoint] = [
      .signup(
        RequestSignup(
          userID: "someone", password: secret, name: "이름", agency: "SKT",
          phoneNumber: "010-1234-5678", nickname: "닉네임", mbti: "ENFP", pushCheck: 0)),
      .login(RequestLogin(userID: "someone", password: secret)),
      .changePassword(RequestChangePassword(password: secret, newPassword: secret + "x")),
    ]
    for endpoint in endpoints {
      let request = try network.makeURLRequest(for: endpoint)
      let url = try #require(request.url?.absoluteString)
      #expect(!url.contains(secret), "\(url)")
      #expect(request.httpMethod == "POST")
      #expect(String(decoding: request.httpBody ?? Data(), as: UTF8.self).contains(secret))
    }
  }

  @Test(arguments: TestEngine.allCases)
  func noPasswordAppearsInAnyLogLine(engine: TestEngine) async throws {
    let capture = LogCapture()
    let passwords = ["first123!", "second45@", "third678#", "wrongpw9$"]
    try await withDimo(engine, logger: capture.logger(label: "dimo-privacy")) { dimo in
      let user = try await dimo.signUp("privacy1", password: passwords[0])
      _ = try await dimo.client.send(
        .login(RequestLogin(userID: user.userID, password: passwords[3])))
      _ = try await dimo.logIn(user)
      _ = try await dimo.client.expect(
        .changePassword(RequestChangePassword(password: passwords[0], newPassword: passwords[1])),
        token: user.access, as: RespondChangePassword.self)
      _ = try await dimo.client.send(
        .changePassword(RequestChangePassword(password: passwords[3], newPassword: passwords[2])),
        token: user.access)
      _ = try await dimo.client.raw(
        "POST", "user_info/change_pw",
        body: Data(#"{"password": "\#(passwords[1])", "new_password": 7}"#.utf8),
        headers: ["Authorization": "Bearer \(user.access)"])
      _ = try await dimo.client.expect(
        .findPassword(
          RequestFindPassword(
            userID: user.userID, phoneNumber: user.phone,
            verificationCode: try await dimo.sendCode(to: user.phone))),
        as: RespondUserID.self)
    }
    let lines = capture.all
    #expect(lines.contains { $0.contains("/dimo/login") }, "requests are logged")
    for line in lines {
      for password in passwords {
        #expect(!line.contains(password), "\(line)")
      }
      #expect(!line.contains("일회용 비밀번호"), "\(line)")
    }
  }
}
