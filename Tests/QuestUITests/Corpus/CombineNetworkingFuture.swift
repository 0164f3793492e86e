import SwiftUI
import Combine

struct Todo: Codable, Identifiable {
    let id: Int
    let title: String
    let completed: Bool
}

enum APIError: Error {
    case badURL
    case server(Int)
}

final class TodoAPI {
    func fetchTodos() -> AnyPublisher<[Todo], Error> {
        guard let url = URL(string: "https://jsonplaceholder.typicode.com/todos") else {
            return Fail(error: APIError.badURL).eraseToAnyPublisher()
        }
        return URLSession.shared.dataTaskPublisher(for: url)
            .tryMap { output in
                guard let http = output.response as? HTTPURLResponse, http.statusCode == 200 else {
                    throw APIError.server((output.response as? HTTPURLResponse)?.statusCode ?? 0)
                }
                return output.data
            }
            .decode(type: [Todo].self, decoder: JSONDecoder())
            .receive(on: DispatchQueue.main)
            .eraseToAnyPublisher()
    }

    func cachedCount() -> Future<Int, Never> {
        Future { promise in
            DispatchQueue.global().async {
                promise(.success(42))
            }
        }
    }
}

class TodoListViewModel: ObservableObject {
    @Published var todos: [Todo] = []
    @Published var errorMessage: String?
    @Published var count = 0
    private let api = TodoAPI()
    private var cancellables = Set<AnyCancellable>()

    func load() {
        api.fetchTodos()
            .sink(receiveCompletion: { [weak self] completion in
                if case .failure(let error) = completion {
                    self?.errorMessage = error.localizedDescription
                }
            }, receiveValue: { [weak self] todos in
                self?.todos = todos
            })
            .store(in: &cancellables)

        api.cachedCount()
            .receive(on: RunLoop.main)
            .assign(to: \.count, on: self)
            .store(in: &cancellables)

        URLSession.shared.dataTaskPublisher(for: URL(string: "https://example.com/todos.json")!)
            .map(\.data)
            .decode(type: [Todo].self, decoder: JSONDecoder())
            .replaceError(with: [])
            .receive(on: DispatchQueue.main)
            .assign(to: &$todos)
    }
}

struct TodoListView: View {
    @StateObject private var viewModel = TodoListViewModel()

    var body: some View {
        NavigationStack {
            List(viewModel.todos) { todo in
                Label(todo.title, systemImage: todo.completed ? "checkmark.circle.fill" : "circle")
            }
            .navigationTitle("Todos (\(viewModel.count))")
            .alert("Error", isPresented: .constant(viewModel.errorMessage != nil)) {
                Button("OK") { viewModel.errorMessage = nil }
            }
            .onAppear { viewModel.load() }
        }
    }
}
